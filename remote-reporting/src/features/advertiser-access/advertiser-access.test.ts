import { advertiserAccess, type AdvertiserAccessSubject } from './advertiser-access';

const reports: AdvertiserAccessSubject = {
  role: 'REPORTING_ONLY',
  advertiserIds: [1],
  advertiserGroups: [{ advertiserIds: [2, 5] }],
};

it('admin-type roles are always allowed', () => {
  expect(advertiserAccess({ ...reports, role: 'Admin', advertiserIds: [], advertiserGroups: [] }, 9, null)).toBe(
    'ALLOW',
  );
  expect(advertiserAccess({ ...reports, role: 'BeaconAdmin' }, 9, 9)).toBe('ALLOW');
});

it('a standard user is allowed direct and group advertisers once the route advertiser is loaded', () => {
  expect(advertiserAccess(reports, 1, 1)).toBe('ALLOW');
  expect(advertiserAccess(reports, 5, 5)).toBe('ALLOW');
  expect(advertiserAccess(reports, 5, 1)).toBe('PENDING');
  expect(advertiserAccess(reports, 3, 3)).toBe('DENY');
});

it('is pending while the user is unknown, and denies a route without an advertiser id', () => {
  expect(advertiserAccess(null, 1, 1)).toBe('PENDING');
  expect(advertiserAccess(reports, null, null)).toBe('DENY');
});
