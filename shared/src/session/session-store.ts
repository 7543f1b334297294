import { create } from 'zustand';
import type { HubData } from '../api/hub-types';
import { registerStoreReset } from './store-reset';

/** The signed-in user as the hub API describes them (`GET /api/users/me`). */
export type CurrentUser = HubData<'/users/me'>;

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /**
   * The client agency staff last worked on in this tab: outside a client's pages (Administration, the profile)
   * the drawer, the top bar and the switcher keep working for it. Kept for this tab through a reload.
   */
  chosenClientId: number | null;
}

const initial: SessionState = { status: 'loading', user: null, chosenClientId: null };

/** Who is signed in: one store, shared by the host and every remote through the @beacon/shared singleton. */
export const useSessionStore = create<SessionState>(() => initial);

// Per tab, as the demo flag is, and named by its user: another person signing in here does not inherit it.
const CHOSEN_CLIENT_KEY = 'beacon.chosenClient';
const tabStorage = () => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

function chosenBefore(username: string): number | null {
  try {
    const kept = JSON.parse(tabStorage()?.getItem(CHOSEN_CLIENT_KEY) ?? 'null') as {
      username?: unknown;
      clientId?: unknown;
    } | null;
    return kept?.username === username && Number.isSafeInteger(kept.clientId) ? (kept.clientId as number) : null;
  } catch {
    return null;
  }
}

registerStoreReset(() => {
  useSessionStore.setState({ status: 'signedOut', user: null, chosenClientId: null });
  tabStorage()?.removeItem(CHOSEN_CLIENT_KEY);
});

/** The user is known: the one this tab had (a changed profile), or someone who, after a reload, finds their client. */
export function setSignedIn(user: CurrentUser): void {
  const { user: before, chosenClientId } = useSessionStore.getState();
  const same = before?.username === user.username;
  useSessionStore.setState({
    status: 'signedIn',
    user,
    chosenClientId: same && chosenClientId !== null ? chosenClientId : chosenBefore(user.username),
  });
}

export function setSignedOut(): void {
  useSessionStore.setState({ status: 'signedOut', user: null, chosenClientId: null });
}

/** Agency staff work on this client now (the host's client pages say which, once the client is found). */
export function chooseClient(clientId: number): void {
  const { user, chosenClientId } = useSessionStore.getState();
  if (!user || chosenClientId === clientId) return;
  useSessionStore.setState({ chosenClientId: clientId });
  tabStorage()?.setItem(CHOSEN_CLIENT_KEY, JSON.stringify({ username: user.username, clientId }));
}

export const useCurrentUser = () => useSessionStore((state) => state.user);
