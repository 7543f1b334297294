import { manifestContractProblems } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the data connections, assistant and OAuth redirect routes of the spec, as the host expects', () => {
  expect(
    manifestContractProblems(manifest, [
      'clients/:clientId/reporting-suite/:advertiserId/data-connections',
      'clients/:clientId/reporting-suite/:advertiserId/assistant/:campaignId?',
      'oauth-redirect',
    ]),
  ).toEqual([]);
});
