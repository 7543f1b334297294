import { api, responseStatus } from '@beacon/shared/api';
import { useSessionStore } from '@beacon/shared/session';
import { reportSessionExpired } from './session';
import { isSignedInUserKey } from './stored-session';

/**
 * Keeps the session honest after sign-in: an API call refused for want of a valid token raises the
 * session-expired banner, and a sign-out in another tab of this browser signs this one out too.
 */
export function watchSession(onSignedOutElsewhere: () => void): () => void {
  const interceptor = api.interceptors.response.use(undefined, (error: unknown) => {
    if (responseStatus(error) === 401 && useSessionStore.getState().status === 'signedIn') reportSessionExpired();
    throw error;
  });
  const onStorage = (event: StorageEvent) => {
    if (isSignedInUserKey(event.key) && event.newValue === null && useSessionStore.getState().status === 'signedIn')
      onSignedOutElsewhere();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    api.interceptors.response.eject(interceptor);
    window.removeEventListener('storage', onStorage);
  };
}
