import { hubKey, hubPost } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryName } from './audience-types';

const PATH = '/clients/{clientId}/audiences/{audienceId}/query' as const;

/**
 * `POST /api/clients/{clientId}/audiences/{audienceId}/query`: one of the audience reports' named queries. It
 * changes nothing, so it is cached like a read, keyed by its body.
 */
export const audienceQueryOptions = (clientId: number, audienceId: number, queryName: QueryName) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId, audienceId }, { queryName }),
    queryFn: () => hubPost(PATH, { path: { clientId, audienceId }, body: { queryName, limit: 10 } }),
  });

export const useAudienceQuery = (clientId: number, audienceId: number, queryName: QueryName) =>
  useQuery(audienceQueryOptions(clientId, audienceId, queryName));
