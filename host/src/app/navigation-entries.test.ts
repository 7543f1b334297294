import type { Area } from '../federation/areas-store';
import { drawerEntries } from './navigation-entries';

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
    routes: [],
    nav: [
      { key: 'services', label: 'Services', icon: 'AppstoreOutlined', to: 'services/all', order: 10 },
      { key: 'billing', label: 'Billing', icon: 'DollarOutlined', to: 'billing', order: 60 },
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
    routes: [],
    nav: [
      {
        key: 'reporting-suite',
        label: 'Reporting Suite',
        icon: 'BarChartOutlined',
        to: 'reporting-suite/all/dashboards',
        toWithAdvertiser: 'reporting-suite/:advertiserId/dashboards',
        order: 50,
        requires: { forLimitedRoles: true },
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
