import { hubGet, hubKey } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noneOn404 } from '../../api/none-on-404';
import type { Audience } from './audience-types';

const PATH = '/clients/{clientId}/advertisers/{advertiserId}/audiences' as const;

/** The advertiser's audiences with their latest counts, none on a 404. */
export const audiencesQuery = (clientId: number, advertiserId: number) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId, advertiserId }, {}),
    queryFn: ({ signal }): Promise<Audience[]> => noneOn404(hubGet(PATH, { path: { clientId, advertiserId }, signal })),
  });

export function useAudiences(clientId: number, advertiserId: number | null) {
  return useQuery({ ...audiencesQuery(clientId, advertiserId ?? 0), enabled: advertiserId !== null });
}
