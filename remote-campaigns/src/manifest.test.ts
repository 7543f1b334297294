import { navEntriesOf } from '@beacon/shared/contract';
import { expectManifestContract } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the campaigns, advertisers and audiences routes of the spec, as the host expects', () => {
  expectManifestContract(manifest, [
    'clients/:clientId/campaigns',
    'clients/:clientId/campaigns/:campaignId/:campaignActiveTab?',
    'clients/:clientId/advertisers',
    'clients/:clientId/advertisers/:advertiserId/:activeTab?',
    'clients/:clientId/audiences',
    'clients/:clientId/audiences/:advertiserId/taxonomy',
    'clients/:clientId/audiences/:advertiserId/segment-analysis',
    'clients/:clientId/audiences/:advertiserId/segment-analysis/:audienceId/web-insights',
    'clients/:clientId/audiences/:advertiserId/segment-analysis/:audienceId/audience-composition',
  ]);
});

it('builds every page, and shows Campaigns with the active-campaigns badge between Advertisers and Audiences', () => {
  for (const route of manifest.routes) expect(route.page).toEqual(expect.any(Function));
  const entries = navEntriesOf(manifest.routes).sort((a, b) => a.order - b.order);
  expect(entries.map((entry) => [entry.label, entry.order, entry.badge])).toEqual([
    ['Advertisers', 20, undefined],
    ['Campaigns', 30, { operation: '/clients/{clientId}/campaigns/metrics', field: 'countActive', noun: 'active' }],
    ['Audiences', 40, undefined],
  ]);
});
