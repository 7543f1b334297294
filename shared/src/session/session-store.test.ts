import { describeError } from '../errors/describe-error';
import { GENERIC_ERROR_MESSAGE } from '../errors/messages';
import { clearError, showError, useErrorStore } from './error-store';
import { aUser } from '../testing/users';
import { chooseClient, setSignedIn, useSessionStore } from './session-store';
import { resetAllStores } from './store-reset';

const user = aUser({ id: 1, clientId: 2, privileges: ['INVOICES_READ'] });

describe('the session and error stores', () => {
  it('forget the user and the error at the global reset', () => {
    setSignedIn(user);
    showError('404 - Not found');
    resetAllStores();
    expect(useSessionStore.getState()).toEqual({ status: 'signedOut', user: null, chosenClientId: null });
    expect(useErrorStore.getState().hasError).toBe(false);
  });

  it('keeps an aborted request silent', () => {
    clearError();
    showError(describeError(new DOMException('The user aborted a request.', 'AbortError')));
    expect(useErrorStore.getState().hasError).toBe(false);
  });

  it('shows the generic message when an error has no message of its own', () => {
    showError('');
    expect(useErrorStore.getState()).toMatchObject({ hasError: true, uiMessage: GENERIC_ERROR_MESSAGE });
    clearError();
    expect(useErrorStore.getState().hasError).toBe(false);
  });

  it('keeps the client agency staff chose across a change of their profile, and gives it to no one else', () => {
    const staff = aUser({ id: 3, username: 'staff@beacon.test', type: 'INTERNAL', role: 'BeaconStandard' });
    setSignedIn(staff);
    chooseClient(4);
    setSignedIn({ ...staff, firstName: 'Renamed' });
    expect(useSessionStore.getState().chosenClientId).toBe(4);
    setSignedIn(aUser({ id: 5, username: 'partner@beacon.test', type: 'INTERNAL', role: 'PartnerSolutions' }));
    expect(useSessionStore.getState().chosenClientId).toBeNull();
    resetAllStores();
  });
});
