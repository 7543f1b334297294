import type { RemoteOutline } from '@beacon/shared/contract';
import { areaAt } from './area-at';

const outline = (remote: string, routes: RemoteOutline['routes']): RemoteOutline => ({
  remote,
  title: remote,
  contractVersion: '1.0.0',
  routes,
});

const remotes = [
  {
    name: 'campaigns',
    outline: outline('campaigns', [
      { scope: 'client', path: 'campaigns', title: 'Campaigns' },
      { scope: 'client', path: 'campaigns/:campaignId/:campaignActiveTab?', title: 'Campaign' },
    ]),
  },
  { name: 'admin', outline: outline('admin', [{ scope: 'root', path: 'admin/user-management', title: 'Users' }]) },
  { name: 'billing' },
];

describe('the area a page opens in, found from the registry outlines', () => {
  it('finds the area of a client page, with or without its optional part', () => {
    expect(areaAt('/clients/1/campaigns', remotes)).toBe('campaigns');
    expect(areaAt('/clients/1/campaigns/42', remotes)).toBe('campaigns');
    expect(areaAt('/clients/1/campaigns/42/pacing', remotes)).toBe('campaigns');
  });

  it('finds the area of a page outside any client', () => {
    expect(areaAt('/admin/user-management', remotes)).toBe('admin');
  });

  it('finds none for the host own pages or an area without an outline', () => {
    expect(areaAt('/profile', remotes)).toBeUndefined();
    expect(areaAt('/clients/1', remotes)).toBeUndefined();
    expect(areaAt('/clients/1/billing', remotes)).toBeUndefined();
  });
});
