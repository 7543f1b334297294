import { advertiserAccess, type AdvertiserAccessSubject } from './advertiser-access';

const standard: AdvertiserAccessSubject = {
  role: 'REPORTING_ONLY',
  advertiserIds: [1, 2],
  advertiserGroups: [{ advertiserIds: [7, 8] }],
};

describe('advertiser access', () => {
  it('is PENDING while the user is unknown', () => {
    expect(advertiserAccess({ user: null, advertiserId: 1, loadedAdvertiserId: 1 })).toBe('PENDING');
  });

  it('always ALLOWs admin-type roles, loaded or not', () => {
    for (const role of ['BeaconAdmin', 'BeaconStandard', 'Admin', 'PartnerSolutions'] as const)
      expect(advertiserAccess({ user: { role }, advertiserId: 99 })).toBe('ALLOW');
  });

  it('is PENDING for a standard user while the loaded advertiser is not the route one', () => {
    expect(advertiserAccess({ user: standard, advertiserId: 1 })).toBe('PENDING');
    expect(advertiserAccess({ user: standard, advertiserId: 1, loadedAdvertiserId: 2 })).toBe('PENDING');
  });

  it('ALLOWs a standard user their direct and group advertisers, DENYs the rest', () => {
    expect(advertiserAccess({ user: standard, advertiserId: 2, loadedAdvertiserId: 2 })).toBe('ALLOW');
    expect(advertiserAccess({ user: standard, advertiserId: 8, loadedAdvertiserId: 8 })).toBe('ALLOW');
    expect(advertiserAccess({ user: standard, advertiserId: 5, loadedAdvertiserId: 5 })).toBe('DENY');
    expect(advertiserAccess({ user: { role: 'FRANCHISEE' }, advertiserId: 5, loadedAdvertiserId: 5 })).toBe('DENY');
  });

  it('DENYs a route value that is not an integer', () => {
    expect(advertiserAccess({ user: { role: 'Admin' }, advertiserId: null })).toBe('DENY');
    expect(advertiserAccess({ user: standard, advertiserId: null })).toBe('DENY');
  });
});
