import { apiGet, useApiQuery } from '@beacon/shared';
import type { ClientSummary } from './use-client';

/** The clients this user may pick (one page is plenty: an agency has tens of clients, not thousands). */
export function useClientOptions(enabled = true) {
  return useApiQuery(enabled ? 'client-options' : null, (signal) =>
    apiGet<ClientSummary[]>('/clients', { params: { pageSize: 100 }, signal }),
  );
}

export const clientLabel = (client: ClientSummary) => client.label ?? client.name;

/** The client search of spec section 5: the label, case-insensitively. */
export function matchingClients(clients: ClientSummary[] | undefined, search: string): ClientSummary[] {
  const wanted = search.trim().toLowerCase();
  return (clients ?? []).filter((client) => clientLabel(client).toLowerCase().includes(wanted));
}
