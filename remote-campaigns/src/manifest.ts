import { CONTRACT_VERSION, clientRoute, defineManifest, reportReact, ROUTES } from '@beacon/shared/contract';
import React from 'react';

reportReact('campaigns', React);

const { campaigns } = ROUTES;

/** Advertisers, campaigns, request-for-proposal forms, documents and audiences. Spec section 2. */
export const manifest = defineManifest({
  remote: 'campaigns',
  title: 'Campaigns',
  contractVersion: CONTRACT_VERSION,
  routes: [
    clientRoute(campaigns.campaigns, 'Campaigns', {
      description: 'Budgets, delivery and flight dates of every campaign, and the proposals in play.',
      loading: 'list',
      page: () => import('./pages/campaigns-page'),
      nav: {
        key: 'campaigns',
        label: 'Campaigns',
        icon: 'FlagOutlined',
        order: 30,
        badge: { operation: '/clients/{clientId}/campaigns/metrics', field: 'countActive', noun: 'active' },
      },
    }),
    clientRoute(campaigns.campaign, 'Campaign', { page: () => import('./pages/campaign-page') }),
    clientRoute(campaigns.advertisers, 'Advertisers', {
      description: 'The brands this client advertises, with their campaigns and documents.',
      loading: 'list',
      page: () => import('./pages/advertisers-page'),
      nav: { key: 'advertisers', label: 'Advertisers', icon: 'ShopOutlined', order: 20 },
    }),
    clientRoute(campaigns.advertiser, 'Advertiser', { page: () => import('./pages/advertiser-page') }),
    clientRoute(campaigns.audiences, 'Audiences', {
      description: 'Audience segments with their device and household counts.',
      loading: 'list',
      page: () => import('./pages/audiences-page'),
      nav: {
        key: 'audiences',
        label: 'Audiences',
        icon: 'TeamOutlined',
        order: 40,
        toWithAdvertiser: campaigns.segmentAnalysis,
      },
    }),
    clientRoute(campaigns.audienceTaxonomy, 'Audience taxonomy', {
      page: () => import('./pages/audience-taxonomy-page'),
    }),
    clientRoute(campaigns.segmentAnalysis, 'Segment analysis', {
      page: () => import('./pages/segment-analysis-page'),
    }),
    clientRoute(campaigns.webInsights, 'Web insights', { page: () => import('./pages/web-insights-page') }),
    clientRoute(campaigns.audienceComposition, 'Audience composition', {
      page: () => import('./pages/audience-composition-page'),
    }),
  ],
});
