import { apiGet, registerStoreReset, responseStatus } from '@beacon/shared';
import { useEffect, useState } from 'react';

/** A client as the switcher and the header need it (the list answers `label`, one client answers `name`). */
export interface ClientSummary {
  id: number;
  name: string;
  label?: string;
}

type ClientState =
  { status: 'loading' } | { status: 'found'; client: ClientSummary } | { status: 'notFound' } | { status: 'failed' };

// Clients change rarely: one answer per client for the session, forgotten at sign-in and sign-out.
const cache = new Map<number, Promise<ClientSummary | null>>();
registerStoreReset(() => cache.clear());

function fetchClient(id: number): Promise<ClientSummary | null> {
  let pending = cache.get(id);
  if (!pending) {
    pending = apiGet<ClientSummary>(`/clients/${id}`).catch((error: unknown) => {
      cache.delete(id);
      if (responseStatus(error) === 404) return null;
      throw error;
    });
    cache.set(id, pending);
  }
  return pending;
}

/** The selected client; `notFound` for a client that does not exist or that this user may not see. */
export function useClient(id: number | null): ClientState {
  const [state, setState] = useState<ClientState>({ status: 'loading' });
  useEffect(() => {
    if (id === null) return;
    let current = true;
    setState({ status: 'loading' });
    fetchClient(id).then(
      (client) => current && setState(client ? { status: 'found', client } : { status: 'notFound' }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return id === null ? { status: 'notFound' } : state;
}
