import { manifestContractProblems } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the administration routes of the spec, as the host expects', () => {
  expect(
    manifestContractProblems(manifest, [
      'admin/user-management',
      'admin/cc-dash-check',
      'demo-mode-controller',
      'clients/:clientId/user-management',
    ]),
  ).toEqual([]);
});

it('keeps administration for BeaconAdmin and the demo-mode controller for internal roles', () => {
  const roles = Object.fromEntries(manifest.routes.map((route) => [route.path, route.requires?.roles]));
  expect(roles['admin/user-management']).toEqual(['BeaconAdmin']);
  expect(roles['demo-mode-controller']).toEqual(['BeaconStandard', 'BeaconAdmin', 'PartnerSolutions']);
});
