import { describeError } from '../errors/describe-error';
import { GENERIC_ERROR_MESSAGE } from '../errors/messages';
import { clearError, showError, useErrorStore } from './error-store';
import { aUser } from '../testing/users';
import { setSignedIn, useSessionStore } from './session-store';
import { resetAllStores } from './store-reset';

const user = aUser({ id: 1, clientId: 2, privileges: ['INVOICES_READ'] });

describe('the session and error stores', () => {
  it('forget the user and the error at the global reset', () => {
    setSignedIn(user);
    showError('404 - Not found');
    resetAllStores();
    expect(useSessionStore.getState()).toEqual({ status: 'signedOut', user: null });
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
});
