import { fullRoutePath, matchesRoutePath } from './route-path';

describe('matching an address against a manifest route path', () => {
  it('matches fixed parts and parameters, with or without an optional last part', () => {
    const campaign = fullRoutePath({ scope: 'client', path: 'campaigns/:campaignId/:tab?' });
    expect(matchesRoutePath(campaign, '/clients/1/campaigns/42')).toBe(true);
    expect(matchesRoutePath(campaign, '/clients/1/campaigns/42/pacing')).toBe(true);
    expect(matchesRoutePath(campaign, '/clients/1/campaigns')).toBe(false);
    expect(matchesRoutePath(campaign, '/clients/1/campaigns/42/pacing/more')).toBe(false);
  });

  it('tells a client route from a root route, and reads a splat as the rest of the address', () => {
    expect(
      matchesRoutePath(fullRoutePath({ scope: 'root', path: 'admin/user-management' }), '/admin/user-management'),
    ).toBe(true);
    expect(matchesRoutePath(fullRoutePath({ scope: 'client', path: 'billing' }), '/billing')).toBe(false);
    expect(matchesRoutePath('/docs/*', '/docs/a/b')).toBe(true);
  });
});
