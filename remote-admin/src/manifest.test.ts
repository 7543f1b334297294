import { canAccess, INTERNAL_ROLES } from '@beacon/shared';
import { aUser, manifestContractProblems } from '@beacon/shared/testing';
import { manifest, profileMenuTargets } from './manifest';
import { DEMO_CONTROLLER_ROLES } from './roles';

it('declares the administration routes of the spec, as the host expects', () => {
  expect(
    manifestContractProblems(manifest, [
      'admin/user-management',
      'admin/cc-dash-check',
      // Issue 26: the Releases page of Administration.
      'admin/releases',
      'demo-mode-controller',
      'clients/:clientId/user-management',
    ]),
  ).toEqual([]);
  expect(manifest.routes.every((route) => route.page)).toBe(true);
});

it('keeps administration and admin checks for BeaconAdmin, user management for the four managing roles', () => {
  const roles = Object.fromEntries(manifest.routes.map((route) => [route.path, route.requires?.roles]));
  expect(roles['admin/user-management']).toEqual(['BeaconAdmin']);
  expect(roles['admin/releases']).toEqual(['BeaconAdmin']);
  expect(roles['admin/cc-dash-check']).toEqual(['BeaconAdmin']);
  expect([...roles['user-management']!].sort()).toEqual(['Admin', 'BeaconAdmin', 'BeaconStandard', 'PartnerSolutions']);
});

it('lets the demo-mode controller page answer everyone, so that it can send non-internal roles to /', () => {
  const route = manifest.routes.find((r) => r.path === 'demo-mode-controller')!;
  for (const role of ['Admin', 'REPORTING_ONLY', 'FRANCHISEE'] as const)
    expect(canAccess(aUser({ role }), route.requires)).toBe(true);
});

it('names the profile menu targets as routes it declares', () => {
  for (const target of profileMenuTargets)
    expect(manifest.routes.some((r) => r.path === target.path && r.scope === target.scope)).toBe(true);
  expect(profileMenuTargets.find((t) => t.key === 'administration')?.roles).toEqual(['BeaconAdmin']);
});

it('gives the demo-mode controller to exactly the internal roles the hub declares', () => {
  expect([...DEMO_CONTROLLER_ROLES].sort()).toEqual([...INTERNAL_ROLES].sort());
});
