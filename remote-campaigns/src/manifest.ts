import { CONTRACT_VERSION, defineManifest, reportReact, ROUTES } from '@beacon/shared/contract';
import React from 'react';

reportReact('campaigns', React);

const { campaigns } = ROUTES;

/** Advertisers, campaigns, request-for-proposal forms, documents and audiences. Spec section 2. */
export const manifest = defineManifest({
  remote: 'campaigns',
  title: 'Campaigns',
  contractVersion: CONTRACT_VERSION,
  routes: [
    {
      scope: 'client',
      path: campaigns.campaigns,
      title: 'Campaigns',
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
    },
    {
      scope: 'client',
      path: campaigns.campaign,
      title: 'Campaign',
      page: () => import('./pages/campaign-page'),
    },
    {
      scope: 'client',
      path: campaigns.advertisers,
      title: 'Advertisers',
      description: 'The brands this client advertises, with their campaigns and documents.',
      loading: 'list',
      page: () => import('./pages/advertisers-page'),
      nav: { key: 'advertisers', label: 'Advertisers', icon: 'ShopOutlined', order: 20 },
    },
    {
      scope: 'client',
      path: campaigns.advertiser,
      title: 'Advertiser',
      page: () => import('./pages/advertiser-page'),
    },
    {
      scope: 'client',
      path: campaigns.audiences,
      title: 'Audiences',
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
    },
    {
      scope: 'client',
      path: campaigns.audienceTaxonomy,
      title: 'Audience taxonomy',
      page: () => import('./pages/audience-taxonomy-page'),
    },
    {
      scope: 'client',
      path: campaigns.segmentAnalysis,
      title: 'Segment analysis',
      page: () => import('./pages/segment-analysis-page'),
    },
    {
      scope: 'client',
      path: campaigns.webInsights,
      title: 'Web insights',
      page: () => import('./pages/web-insights-page'),
    },
    {
      scope: 'client',
      path: campaigns.audienceComposition,
      title: 'Audience composition',
      page: () => import('./pages/audience-composition-page'),
    },
  ],
});
