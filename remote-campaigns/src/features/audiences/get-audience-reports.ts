import { hubGet, hubKey } from '@beacon/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AudienceReport } from './audience-types';

const PATH = '/clients/{clientId}/audiences/{audienceId}/reports' as const;

/**
 * `GET /api/clients/{clientId}/audiences/{audienceId}/reports`: the audience's own reports, each with the named query
 * it runs and the insight page it shows on, in their order there. The pages show whatever this lists.
 */
export const audienceReportsQuery = (clientId: number, audienceId: number) =>
  queryOptions({
    queryKey: hubKey(PATH, { clientId, audienceId }, {}),
    queryFn: ({ signal }): Promise<AudienceReport[]> => hubGet(PATH, { path: { clientId, audienceId }, signal }),
  });

export const useAudienceReports = (clientId: number, audienceId: number) =>
  useQuery(audienceReportsQuery(clientId, audienceId));
