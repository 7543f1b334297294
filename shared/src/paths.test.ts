import { parseId, paths } from './paths';

describe('paths', () => {
  it('builds client-scoped links', () => {
    expect(paths.billing(7)).toBe('/clients/7/billing');
    expect(paths.campaign(7, 12)).toBe('/clients/7/campaigns/12/overview');
    expect(paths.reportingSuite(7)).toBe('/clients/7/reporting-suite/all/dashboards');
    expect(paths.reportingSuite(7, 3)).toBe('/clients/7/reporting-suite/3/dashboards');
    expect(paths.campaignReporting(7, 12)).toBe('/clients/7/reporting-suite/all/campaign-reporting/12');
    expect(paths.assistant(7, 3)).toBe('/clients/7/reporting-suite/3/assistant');
    expect(paths.assistant(7, 3, 12)).toBe('/clients/7/reporting-suite/3/assistant/12');
    expect(paths.services(7)).toBe('/clients/7/services/all');
    expect(paths.audiences(7, 3)).toBe('/clients/7/audiences?advertiser=3');
  });

  it('builds root links, and escapes what is not a plain segment', () => {
    expect(paths.profile()).toBe('/profile');
    expect(paths.releases()).toBe('/admin/releases');
    expect(paths.services(7, 'a b/c')).toBe('/clients/7/services/a%20b%2Fc');
  });

  it('reads route ids as base-10 integers only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('042')).toBe(42);
    expect(parseId('4.2')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});
