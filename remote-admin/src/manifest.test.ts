import { canAccess, type Role } from '@beacon/shared/access';
import { INTERNAL_ROLES, navEntriesOf, profileMenuEntriesOf } from '@beacon/shared/contract';
import { aUser, expectManifestContract } from '@beacon/shared/testing';
import { manifest } from './manifest';

it('declares the administration routes of the spec, as the host expects', () => {
  expectManifestContract(manifest, [
    'admin/user-management',
    'admin/cc-dash-check',
    // The Releases page of Administration.
    'admin/releases',
    // The API keys of the ingestion API, in Administration.
    'admin/api-keys',
    // Each client's brand, without a release (issue 48).
    'admin/brands',
    'demo-mode-controller',
    'clients/:clientId/user-management',
    // Every client on one page, for agency staff (issue 48).
    'agency-overview',
  ]);
  expect(manifest.routes.every((route) => route.page)).toBe(true);
});

it('keeps administration and admin checks for BeaconAdmin, user management for the four managing roles', () => {
  const roles = Object.fromEntries(manifest.routes.map((route) => [route.path, route.requires?.roles]));
  expect(roles['admin/user-management']).toEqual(['BeaconAdmin']);
  expect(roles['admin/releases']).toEqual(['BeaconAdmin']);
  expect(roles['admin/api-keys']).toEqual(['BeaconAdmin']);
  expect(roles['admin/brands']).toEqual(['BeaconAdmin']);
  expect(roles['admin/cc-dash-check']).toEqual(['BeaconAdmin']);
  expect([...roles['user-management']!].sort()).toEqual(['Admin', 'BeaconAdmin', 'BeaconStandard', 'PartnerSolutions']);
});

it('lets the demo-mode controller page answer everyone, so that it can send non-internal roles to /', () => {
  const route = manifest.routes.find((r) => r.path === 'demo-mode-controller')!;
  for (const role of ['Admin', 'REPORTING_ONLY', 'FRANCHISEE'] as const)
    expect(canAccess(aUser({ role }), route.requires)).toBe(true);
});

it('offers User management, Administration and Demo Mode in the profile menu, by role (spec section 6)', () => {
  const menuFor = (role: Role) =>
    profileMenuEntriesOf(manifest.routes)
      .filter((entry) => canAccess(aUser({ role }), entry.requires))
      .map((entry) => entry.label);
  expect(menuFor('BeaconAdmin')).toEqual(['Administration', 'Demo Mode', 'User management']);
  expect(menuFor('BeaconStandard')).toEqual(['Demo Mode', 'User management']);
  expect(menuFor('PartnerSolutions')).toEqual(['Demo Mode', 'User management']);
  expect(menuFor('Admin')).toEqual(['User management']);
  expect(menuFor('REPORTING_ONLY')).toEqual([]);
  expect(menuFor('FRANCHISEE')).toEqual([]);
  expect(profileMenuEntriesOf(manifest.routes).map((entry) => entry.to)).toEqual([
    '/admin/user-management',
    '/demo-mode-controller',
    'user-management',
  ]);
});

it('gives the demo-mode controller to exactly the internal roles the hub declares', () => {
  const demoMode = profileMenuEntriesOf(manifest.routes).find((entry) => entry.key === 'demo-mode');
  expect(demoMode?.requires?.roles).toEqual(INTERNAL_ROLES);
});

it('puts API keys and Brands in the drawer for BeaconAdmin only, and the agency overview for every internal role', () => {
  const drawerFor = (role: Role) =>
    navEntriesOf(manifest.routes)
      .filter((entry) =>
        canAccess(
          aUser({ role, type: role.startsWith('Beacon') || role === 'PartnerSolutions' ? 'INTERNAL' : 'STANDARD' }),
          entry.requires,
        ),
      )
      .map((entry) => [entry.label, entry.to]);
  expect(drawerFor('BeaconAdmin')).toEqual([
    ['Agency overview', '/agency-overview'],
    ['API keys', '/admin/api-keys'],
    ['Brands', '/admin/brands'],
  ]);
  for (const role of ['BeaconStandard', 'PartnerSolutions'] as const)
    expect(drawerFor(role)).toEqual([['Agency overview', '/agency-overview']]);
  for (const role of ['Admin', 'REPORTING_ONLY', 'FRANCHISEE'] as const) expect(drawerFor(role)).toEqual([]);
});
