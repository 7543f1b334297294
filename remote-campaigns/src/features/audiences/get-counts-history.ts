import { hubGet, hubKey, responseStatus } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountPoint } from './audience-types';

const PATH = '/clients/{clientId}/audiences/{audienceId}/counts-history' as const;

/** An audience's daily counts, oldest first; spec section 8: a 404 is an empty list. */
export const countsHistoryQuery = (clientId: number, audienceId: number) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId, audienceId }, {}),
    queryFn: async ({ signal }): Promise<CountPoint[]> => {
      try {
        return await hubGet(PATH, { path: { clientId, audienceId }, signal });
      } catch (error) {
        if (responseStatus(error) === 404) return [];
        throw error;
      }
    },
  });

export const useCountsHistory = (clientId: number, audienceId: number) =>
  useQuery(countsHistoryQuery(clientId, audienceId));
