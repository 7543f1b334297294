import {
  checkManifest,
  defineManifest,
  navEntriesOf,
  outlineOf,
  profileMenuEntriesOf,
  type RemoteRoute,
} from './manifest';
import { HUB_REQUIREMENTS } from '../api/generated/operation-requirements';
import { CONTRACT_VERSION } from './version';

const billing: RemoteRoute = {
  path: 'billing',
  scope: 'client',
  title: 'Billing',
  requires: { privileges: ['INVOICES_READ'] },
  page: async () => ({ default: () => null }),
  nav: { key: 'billing', label: 'Billing', icon: 'DollarOutlined', order: 60 },
};
const administration: RemoteRoute = {
  path: 'admin/user-management',
  scope: 'root',
  title: 'Administration',
  requires: { roles: ['BeaconAdmin'] },
  profileMenu: { key: 'administration', label: 'Administration', icon: 'SettingOutlined', order: 30 },
};
const manifest = defineManifest({
  remote: 'billing',
  title: 'Billing and services',
  contractVersion: CONTRACT_VERSION,
  routes: [billing, administration],
});

describe('manifest contract', () => {
  it('accepts a manifest built against the same contract major', () => {
    expect(checkManifest(manifest, 'billing')).toEqual({ ok: true });
  });

  it('refuses a manifest from another contract major, and says why', () => {
    const check = checkManifest({ ...manifest, contractVersion: '2.0.0' }, 'billing');
    expect(check).toEqual({
      ok: false,
      problem: 'It was built for contract 2.0.0, and this Beacon supports contract 1.x.',
    });
  });

  it('refuses a manifest that names another remote', () => {
    expect(checkManifest(manifest, 'admin').ok).toBe(false);
  });

  it('keeps the data and drops the code in an outline', () => {
    const outline = outlineOf(manifest);
    expect(outline.routes[1]).toEqual(manifest.routes[1]);
    expect(outline.routes[0]).not.toHaveProperty('page');
    expect(navEntriesOf(outline.routes)).toEqual(navEntriesOf(manifest.routes));
  });

  it('reads each drawer entry from its route: where it leads and who sees it', () => {
    expect(navEntriesOf(manifest.routes)).toEqual([
      { ...billing.nav, to: 'billing', requires: { privileges: ['INVOICES_READ'] } },
    ]);
  });

  it('reads each profile-menu entry from its route, a root route leading from /', () => {
    expect(profileMenuEntriesOf(manifest.routes)).toEqual([
      { ...administration.profileMenu, to: '/admin/user-management', requires: { roles: ['BeaconAdmin'] } },
    ]);
  });

  it("gives a route that names its hub operation the operation's requirement, as the server publishes it", () => {
    const named = defineManifest({
      ...manifest,
      routes: [{ path: 'billing', scope: 'client', title: 'Billing', operation: 'listInvoices' }],
    });
    expect(named.routes[0]?.requires).toEqual(HUB_REQUIREMENTS.listInvoices);
    expect(named.routes[0]?.requires?.privileges).toEqual(['INVOICES_READ']);
  });

  it('refuses a route that names its operation and repeats a requirement of its own', () => {
    const both = { path: 'billing', scope: 'client' as const, title: 'Billing', operation: 'listInvoices' as const };
    expect(() =>
      defineManifest({ ...manifest, routes: [{ ...both, requires: { privileges: ['INVOICES_READ'] } }] }),
    ).toThrow('The route billing names listInvoices and its own requires: name one of them');
  });
});
