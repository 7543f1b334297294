import { apiPost, useApiQuery } from '@beacon/shared';
import type { QueryName, QueryResult } from './audience-types';

/** `POST /api/clients/{clientId}/audiences/{audienceId}/query`: one of the audience reports' named queries. */
export const runAudienceQuery = (clientId: number, audienceId: number, queryName: QueryName, signal: AbortSignal) =>
  apiPost<QueryResult>(`/clients/${clientId}/audiences/${audienceId}/query`, { queryName, limit: 10 }, { signal });

export function useAudienceQuery(clientId: number, audienceId: number, queryName: QueryName) {
  return useApiQuery(`audience-query:${clientId}:${audienceId}:${queryName}`, (signal) =>
    runAudienceQuery(clientId, audienceId, queryName, signal),
  );
}
