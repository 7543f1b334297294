import { create } from 'zustand';
import type { HubData } from '../api/hub-types';
import { registerStoreReset } from './store-reset';

/** The signed-in user as the hub API describes them (`GET /api/users/me`). */
export type CurrentUser = HubData<'/users/me'>;

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
}

const initial: SessionState = { status: 'loading', user: null };

/** Who is signed in: one store, shared by the host and every remote through the @beacon/shared singleton. */
export const useSessionStore = create<SessionState>(() => initial);

registerStoreReset(() => useSessionStore.setState({ status: 'signedOut', user: null }));

export function setSignedIn(user: CurrentUser): void {
  useSessionStore.setState({ status: 'signedIn', user });
}

export function setSignedOut(): void {
  useSessionStore.setState({ status: 'signedOut', user: null });
}

export const useCurrentUser = () => useSessionStore((state) => state.user);
