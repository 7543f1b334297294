import { create } from 'zustand';
import { useSessionStore, registerStoreReset } from '@beacon/shared/session';

/** Spec section 7: the analytics API takes an optional impersonation header. */
export const IMPERSONATION_HEADER = 'X-Impersonated-By';

/** A client's user agency staff act for in analytics: the calls run with that user's reach and role, audited. */
export interface ActingFor {
  username: string;
  name: string;
  clientId: number;
}

export const useActingForStore = create<{ user: ActingFor | null }>(() => ({ user: null }));
registerStoreReset(() => useActingForStore.setState({ user: null }));

export function actFor(user: ActingFor | null): void {
  useActingForStore.setState({ user });
}

/** The header's value for an analytics call: only agency staff send it, and only once they chose whom to act for. */
export function impersonationHeader(): string | null {
  if (useSessionStore.getState().user?.type !== 'INTERNAL') return null;
  return useActingForStore.getState().user?.username ?? null;
}
