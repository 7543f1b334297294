// `@beacon/shared/session`: the signed-in user and the page's error, one store each across the host and every remote.
import { noteInstance } from '@beacon/shared/contract';

export { registerStoreReset, resetAllStores } from './store-reset';
export {
  chooseClient,
  setSignedIn,
  setSignedOut,
  useCurrentUser,
  useSessionStore,
  type CurrentUser,
} from './session-store';
export { clearError, isSessionExpiredError, showError, useErrorStore } from './error-store';

// Each evaluation is counted: the browser tests check that every entry runs once in the page.
noteInstance('session');
