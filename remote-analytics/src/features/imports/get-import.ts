import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';
import { isUnderWay, POLL_MS, type ImportId } from './get-imports';

/** `GET /api/clients/{clientId}/imports/{id}`: one import, its progress, counts, errors and preview. */
export const importQuery = (clientId: number, id: ImportId) =>
  hubQueryOptions('/clients/{clientId}/imports/{id}', { path: { clientId, id } });

/** One import, asked about every second while it is queued or running; a failed read is not asked again. */
export function useImport(clientId: number, id: ImportId | null) {
  return useQuery({
    ...importQuery(clientId, id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error') return false;
      return !data || isUnderWay(data) ? POLL_MS : false;
    },
  });
}
