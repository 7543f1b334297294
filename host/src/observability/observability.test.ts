import { aUser } from '@beacon/shared/testing';
import { startErrorReporting } from './error-reporting';
import { startTour, tourIdentity } from './onboarding-tour';

const user = aUser({
  id: 9,
  username: 'staff@beacon.test',
  email: 'staff@beacon.test',
  firstName: 'Sam',
  lastName: 'Ortega',
  type: 'INTERNAL',
  role: 'BeaconStandard',
  clientId: null,
  termsOfUseAccepted: true,
  privileges: [],
});

describe('observability', () => {
  it('stays off without a DSN', async () => {
    await expect(startErrorReporting({})).resolves.toBe(false);
  });

  it('groups internal users as Beacon staff for the tour, and client users by client', () => {
    expect(tourIdentity(user).group).toBe('Beacon staff');
    expect(tourIdentity({ ...user, type: 'STANDARD', clientId: 3 }).group).toBe('client-3');
  });

  it('tells a configured tour tool who is signed in, and loads nothing without its key', () => {
    startTour({}, user);
    expect(document.querySelector('script')).toBeNull();
    const tool = { init: jest.fn(), identify: jest.fn(), group: jest.fn() };
    window.beaconTour = tool;
    startTour({ tourKey: 'key-1', tourScriptUrl: '/tour.js' }, user);
    expect(tool.init).toHaveBeenCalledWith('key-1');
    expect(tool.identify).toHaveBeenCalledWith('9', { role: 'BeaconStandard', type: 'INTERNAL' });
    expect(tool.group).toHaveBeenCalledWith('Beacon staff');
  });
});
