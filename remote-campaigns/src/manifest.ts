import { CONTRACT_VERSION, defineManifest, reportReact } from '@beacon/shared';
import React from 'react';

reportReact('campaigns', React);

/** Advertisers, campaigns, request-for-proposal forms, documents and audiences. Spec section 2. */
export const manifest = defineManifest({
  remote: 'campaigns',
  title: 'Campaigns',
  contractVersion: CONTRACT_VERSION,
  routes: [
    { scope: 'client', path: 'campaigns', title: 'Campaigns' },
    { scope: 'client', path: 'campaigns/:campaignId/:campaignActiveTab?', title: 'Campaign' },
    { scope: 'client', path: 'advertisers', title: 'Advertisers' },
    { scope: 'client', path: 'advertisers/:advertiserId/:activeTab?', title: 'Advertiser' },
    { scope: 'client', path: 'audiences', title: 'Audiences' },
    { scope: 'client', path: 'audiences/:advertiserId/taxonomy', title: 'Audience taxonomy' },
    { scope: 'client', path: 'audiences/:advertiserId/segment-analysis', title: 'Segment analysis' },
    {
      scope: 'client',
      path: 'audiences/:advertiserId/segment-analysis/:audienceId/web-insights',
      title: 'Web insights',
    },
    {
      scope: 'client',
      path: 'audiences/:advertiserId/segment-analysis/:audienceId/audience-composition',
      title: 'Audience composition',
    },
  ],
  nav: [
    { key: 'advertisers', label: 'Advertisers', icon: 'advertisers', to: 'advertisers', order: 20 },
    {
      key: 'campaigns',
      label: 'Campaigns',
      icon: 'campaigns',
      to: 'campaigns',
      order: 30,
      badge: { operation: '/clients/{clientId}/campaigns/metrics', field: 'countActive', noun: 'active' },
    },
    {
      key: 'audiences',
      label: 'Audiences',
      icon: 'audiences',
      to: 'audiences',
      order: 40,
      toWithAdvertiser: 'audiences/:advertiserId/segment-analysis',
    },
  ],
});
