import { hubGet, hubKey } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { noneOn404 } from '../../api/none-on-404';
import type { CountPoint } from './audience-types';

const PATH = '/clients/{clientId}/audiences/{audienceId}/counts-history' as const;

/** An audience's daily counts, oldest first, none on a 404. */
export const countsHistoryQuery = (clientId: number, audienceId: number) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId, audienceId }, {}),
    queryFn: ({ signal }): Promise<CountPoint[]> => noneOn404(hubGet(PATH, { path: { clientId, audienceId }, signal })),
  });

export const useCountsHistory = (clientId: number, audienceId: number) =>
  useQuery(countsHistoryQuery(clientId, audienceId));
