import { create } from 'zustand';
import { GENERIC_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@beacon/shared/errors';
import { registerStoreReset } from './store-reset';

/** The error the banner shows (spec sections 3, 4 and 8): one at a time, cleared on dismiss. */
interface ErrorState {
  hasError: boolean;
  message: string | null;
  uiMessage: string;
  fieldMessages: string[];
}

const none: ErrorState = { hasError: false, message: null, uiMessage: GENERIC_ERROR_MESSAGE, fieldMessages: [] };

export const useErrorStore = create<ErrorState>(() => none);
registerStoreReset(() => useErrorStore.setState(none));

/**
 * Raises the banner. `null` is what describeError answers for a request stopped on purpose (aborted,
 * cancelled): those are never shown (spec section 8). An empty message shows the generic one.
 */
export function showError(uiMessage: string | null | undefined, fieldMessages: string[] = [], message?: string): void {
  if (uiMessage === null) return;
  useErrorStore.setState({
    hasError: true,
    message: message ?? uiMessage ?? null,
    uiMessage: uiMessage || GENERIC_ERROR_MESSAGE,
    fieldMessages,
  });
}

export function clearError(): void {
  useErrorStore.setState(none);
}

export function isSessionExpiredError(state: Pick<ErrorState, 'uiMessage'>): boolean {
  return state.uiMessage === SESSION_EXPIRED_MESSAGE;
}
