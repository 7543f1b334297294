import { parseId, paths } from './paths';

describe('paths', () => {
  it('builds client-scoped links', () => {
    expect(paths.billing(7)).toBe('/clients/7/billing');
    expect(paths.campaign(7, 12)).toBe('/clients/7/campaigns/12/overview');
    expect(paths.reportingSuite(7)).toBe('/clients/7/reporting-suite/all/dashboards');
    expect(paths.reportingSuite(7, 3)).toBe('/clients/7/reporting-suite/3/dashboards');
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
