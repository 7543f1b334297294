import { hubKey, hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery, type QueryClient } from '@tanstack/react-query';

/** One import (or check) of a delivery report, as the hub answers it. */
export type Import = HubData<'/clients/{clientId}/imports/{id}'>;
export type ImportId = Import['id'];

const IMPORTS = '/clients/{clientId}/imports';
/** How often an import under way is asked about: its progress moves by the second. */
export const POLL_MS = 1000;

export const isUnderWay = (i: Pick<Import, 'status'>) => i.status === 'queued' || i.status === 'running';

/** `GET /api/clients/{clientId}/imports`: the client's imports and checks, newest first. */
export const importsQuery = (clientId: number) => hubQueryOptions(IMPORTS, { path: { clientId } });

/** The history, asked again every second while one of its imports is under way (so its status follows). */
export function useImports(clientId: number) {
  return useQuery({
    ...importsQuery(clientId),
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? POLL_MS : false),
  });
}

/** The history is read again; other figures (reports, dashboards) are marked stale, read again when next shown. */
export function afterImportChange(client: QueryClient, clientId: number) {
  void client.invalidateQueries({ refetchType: 'none' });
  return client.invalidateQueries({ queryKey: hubKey(IMPORTS, { clientId }) });
}
