import { profileMenuItems } from './profile-menu-items';

describe('the profile menu', () => {
  it('gives BeaconAdmin everything', () => {
    expect(profileMenuItems('BeaconAdmin')).toEqual([
      'profile',
      'userManagement',
      'administration',
      'demoMode',
      'signOut',
    ]);
  });

  it('gives BeaconStandard and PartnerSolutions user management and demo mode, not administration', () => {
    expect(profileMenuItems('BeaconStandard')).toEqual(['profile', 'userManagement', 'demoMode', 'signOut']);
    expect(profileMenuItems('PartnerSolutions')).toEqual(['profile', 'userManagement', 'demoMode', 'signOut']);
  });

  it('gives a client Admin user management only', () => {
    expect(profileMenuItems('Admin')).toEqual(['profile', 'userManagement', 'signOut']);
  });

  it('gives reporting-only and franchisee users their profile and sign-out', () => {
    expect(profileMenuItems('REPORTING_ONLY')).toEqual(['profile', 'signOut']);
    expect(profileMenuItems('FRANCHISEE')).toEqual(['profile', 'signOut']);
  });
});
