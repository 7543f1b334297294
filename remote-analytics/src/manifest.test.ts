import { navEntriesOf } from '@beacon/shared/contract';
import { expectManifestContract } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the data connections, analytics dashboard, assistant and OAuth return routes of the spec, as the host expects', () => {
  expectManifestContract(manifest, [
    'clients/:clientId/reporting-suite/:advertiserId/data-connections',
    'clients/:clientId/reporting-suite/:advertiserId/dashboards/dap/:dashboardKey',
    'clients/:clientId/reporting-suite/:advertiserId/assistant/:campaignId?',
    'oauth-redirect',
  ]);
  expect(navEntriesOf(manifest.routes)).toEqual([]);
});
