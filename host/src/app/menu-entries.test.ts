import type { Area } from '../federation/areas-store';
import { drawerEntries, profileMenuLinks } from './menu-entries';

const billing: Area = {
  name: 'billing',
  version: '1.0.0-aaaaaaa',
  entry: '/remotes/billing/1.0.0-aaaaaaa/mf-manifest.json',
  previewed: false,
  status: 'ready',
  manifest: {
    remote: 'billing',
    title: 'Billing and services',
    contractVersion: '1.0.0',
    routes: [
      {
        scope: 'client',
        path: 'services/all',
        title: 'All services',
        nav: { key: 'services', label: 'Services', icon: 'AppstoreOutlined', order: 10 },
      },
      {
        scope: 'client',
        path: 'billing',
        title: 'Billing',
        nav: { key: 'billing', label: 'Billing', icon: 'DollarOutlined', order: 60 },
      },
    ],
  },
};
const reporting: Area = {
  name: 'reporting',
  version: '1.0.0-aaaaaaa',
  entry: '/remotes/reporting/1.0.0-aaaaaaa/mf-manifest.json',
  previewed: false,
  status: 'unavailable',
  outline: {
    remote: 'reporting',
    title: 'Reporting Suite',
    contractVersion: '1.0.0',
    routes: [
      {
        scope: 'client',
        path: 'reporting-suite/all/dashboards',
        title: 'Dashboards',
        requires: { forLimitedRoles: true },
        nav: {
          key: 'reporting-suite',
          label: 'Reporting Suite',
          icon: 'BarChartOutlined',
          toWithAdvertiser: 'reporting-suite/:advertiserId/dashboards',
          order: 50,
        },
      },
    ],
  },
};

describe('the navigation drawer', () => {
  it('lists entries in the spec order, host entries last', () => {
    const entries = drawerEntries([billing, reporting], null, { clientId: '3', advertiserId: null });
    expect(entries.map((e) => e.label)).toEqual(['Services', 'Reporting Suite', 'Billing', 'Notifications', 'Profile']);
  });

  it('links into the selected client, and carries the advertiser id where asked', () => {
    const entries = drawerEntries([billing, reporting], null, { clientId: '3', advertiserId: '12' });
    expect(entries.find((e) => e.key === 'billing')?.href).toBe('/clients/3/billing');
    expect(entries.find((e) => e.key === 'reporting-suite')?.href).toBe('/clients/3/reporting-suite/12/dashboards');
  });

  it('has no client links while no client is selected', () => {
    const entries = drawerEntries([billing], null, { clientId: null, advertiserId: null });
    expect(entries.find((e) => e.key === 'billing')?.href).toBeNull();
    expect(entries.find((e) => e.key === 'profile')?.href).toBe('/profile');
  });

  it('keeps a down area in the drawer from its registry outline, marked unavailable', () => {
    const entries = drawerEntries([reporting], null, { clientId: '3', advertiserId: null });
    expect(entries[0]).toMatchObject({ label: 'Reporting Suite', unavailable: true });
  });

  it('shows reporting-only users only the Reporting Suite and their profile', () => {
    const subject = { type: 'STANDARD' as const, role: 'REPORTING_ONLY' as const, privileges: [] };
    const entries = drawerEntries([billing, reporting], subject, { clientId: '3', advertiserId: null });
    expect(entries.map((e) => e.label)).toEqual(['Reporting Suite', 'Profile']);
    const reader = { ...subject, privileges: ['NOTIFICATIONS_READ' as const] };
    expect(
      drawerEntries([billing, reporting], reader, { clientId: '3', advertiserId: null }).map((e) => e.label),
    ).toEqual(['Reporting Suite', 'Notifications', 'Profile']);
  });
});

const admin: Area = {
  name: 'admin',
  version: '1.0.0-aaaaaaa',
  entry: '/remotes/admin/1.0.0-aaaaaaa/mf-manifest.json',
  previewed: false,
  status: 'loading',
  outline: {
    remote: 'admin',
    title: 'Administration',
    contractVersion: '1.0.0',
    routes: [
      {
        scope: 'root',
        path: 'admin/user-management',
        title: 'Administration',
        requires: { roles: ['BeaconAdmin'] },
        profileMenu: { key: 'administration', label: 'Administration', icon: 'SettingOutlined', order: 30 },
      },
      {
        scope: 'client',
        path: 'user-management',
        title: 'User management',
        requires: { roles: ['BeaconAdmin', 'Admin'] },
        profileMenu: { key: 'user-management', label: 'User management', icon: 'IdcardOutlined', order: 20 },
      },
    ],
  },
};

describe('the profile menu', () => {
  const as = (role: 'BeaconAdmin' | 'Admin' | 'FRANCHISEE') => ({
    type: role === 'BeaconAdmin' ? ('INTERNAL' as const) : ('STANDARD' as const),
    role,
    privileges: [],
  });

  it("lists the entries the routes declare, in order, the host's profile first", () => {
    const links = profileMenuLinks([admin], as('BeaconAdmin'), { clientId: '3' });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Your profile', '/profile'],
      ['User management', '/clients/3/user-management'],
      ['Administration', '/admin/user-management'],
    ]);
  });

  it('shows each role only what its route lets it open', () => {
    expect(profileMenuLinks([admin], as('Admin'), { clientId: '1' }).map((l) => l.label)).toEqual([
      'Your profile',
      'User management',
    ]);
    expect(profileMenuLinks([admin], as('FRANCHISEE'), { clientId: '1' }).map((l) => l.label)).toEqual([
      'Your profile',
    ]);
  });

  it('has no link to a client route while there is no client', () => {
    const links = profileMenuLinks([admin], as('BeaconAdmin'), { clientId: null });
    expect(links.find((link) => link.key === 'user-management')?.href).toBeNull();
  });
});
