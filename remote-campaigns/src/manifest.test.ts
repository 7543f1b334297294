import { manifestContractProblems } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the campaigns, advertisers and audiences routes of the spec, as the host expects', () => {
  expect(
    manifestContractProblems(manifest, [
      'clients/:clientId/campaigns',
      'clients/:clientId/campaigns/:campaignId/:campaignActiveTab?',
      'clients/:clientId/advertisers',
      'clients/:clientId/advertisers/:advertiserId/:activeTab?',
      'clients/:clientId/audiences',
      'clients/:clientId/audiences/:advertiserId/taxonomy',
      'clients/:clientId/audiences/:advertiserId/segment-analysis',
      'clients/:clientId/audiences/:advertiserId/segment-analysis/:audienceId/web-insights',
      'clients/:clientId/audiences/:advertiserId/segment-analysis/:audienceId/audience-composition',
    ]),
  ).toEqual([]);
});
