import { hubGet, hubKey, responseStatus } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Audience } from './audience-types';

const PATH = '/clients/{clientId}/advertisers/{advertiserId}/audiences' as const;

/** The advertiser's audiences with their latest counts; spec section 8: a 404 is an empty list. */
export const audiencesQuery = (clientId: number, advertiserId: number) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId, advertiserId }, {}),
    queryFn: async ({ signal }): Promise<Audience[]> => {
      try {
        return await hubGet(PATH, { path: { clientId, advertiserId }, signal });
      } catch (error) {
        if (responseStatus(error) === 404) return [];
        throw error;
      }
    },
  });

export function useAudiences(clientId: number, advertiserId: number | null) {
  return useQuery({ ...audiencesQuery(clientId, advertiserId ?? 0), enabled: advertiserId !== null });
}
