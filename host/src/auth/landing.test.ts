import { aUser } from '@beacon/shared/testing';
import { isRefusedBySite, landingPath, loginPathFor, requestedPathFrom } from './landing';

const base = aUser({
  id: 1,
  username: 'u',
  email: 'u@acme.test',
  firstName: 'U',
  lastName: 'Ser',
  type: 'STANDARD',
  role: 'Admin',
  clientId: 2,
  termsOfUseAccepted: true,
  privileges: [],
});
const defaultSite = { isDefaultDomain: true, boundClientId: null };
const northwind = { isDefaultDomain: false, boundClientId: 5 };

describe('where a user lands after signing in', () => {
  it('sends a client admin to their campaigns', () => {
    expect(landingPath(base, null, defaultSite)).toBe('/clients/2/campaigns');
  });

  it('sends reporting-only and franchisee users to the all-advertisers dashboards', () => {
    expect(landingPath({ ...base, role: 'REPORTING_ONLY' }, null, defaultSite)).toBe(
      '/clients/2/reporting-suite/all/dashboards',
    );
    expect(landingPath({ ...base, role: 'FRANCHISEE' }, null, defaultSite)).toBe(
      '/clients/2/reporting-suite/all/dashboards',
    );
  });

  it('honours a requested path, except for reporting-only and franchisee users', () => {
    expect(landingPath(base, '/clients/2/billing', defaultSite)).toBe('/clients/2/billing');
    expect(landingPath({ ...base, role: 'REPORTING_ONLY' }, '/clients/2/billing', defaultSite)).toBe(
      '/clients/2/reporting-suite/all/dashboards',
    );
  });

  it('sends anyone who has not accepted the terms to the terms first', () => {
    expect(landingPath({ ...base, termsOfUseAccepted: false }, '/clients/2/billing', defaultSite)).toBe(
      '/terms-of-use',
    );
  });

  it('sends internal users to the client picker on the default domain, and to the brand client elsewhere', () => {
    const staff = { ...base, type: 'INTERNAL' as const, role: 'BeaconAdmin' as const, clientId: null };
    expect(landingPath(staff, null, defaultSite)).toBe('/client-select');
    expect(landingPath(staff, null, northwind)).toBe('/clients/5/campaigns');
  });

  it('sends a standard user without a client to their profile', () => {
    expect(landingPath({ ...base, clientId: null }, null, defaultSite)).toBe('/profile');
  });
});

describe('a site bound to a client', () => {
  it('refuses users of other clients, and internal users other than BeaconAdmin', () => {
    expect(isRefusedBySite(base, northwind)).toBe(true);
    expect(isRefusedBySite({ ...base, clientId: 5 }, northwind)).toBe(false);
    expect(isRefusedBySite({ role: 'BeaconStandard', clientId: null }, northwind)).toBe(true);
    expect(isRefusedBySite({ role: 'BeaconAdmin', clientId: null }, northwind)).toBe(false);
    expect(isRefusedBySite(base, defaultSite)).toBe(false);
  });
});

describe('the requested path in the login hash', () => {
  it('goes there and back', () => {
    const login = loginPathFor('/clients/2/billing?tab=open');
    expect(login).toBe('/auth/login#%2Fclients%2F2%2Fbilling%3Ftab%3Dopen');
    expect(requestedPathFrom(login.slice(login.indexOf('#')))).toBe('/clients/2/billing?tab=open');
  });

  it('refuses anything that is not a path of this site', () => {
    expect(requestedPathFrom('#https%3A%2F%2Fevil.test')).toBeNull();
    expect(requestedPathFrom('#%2F%2Fevil.test')).toBeNull();
    expect(requestedPathFrom('#%E0%A4%A')).toBeNull();
  });
});
