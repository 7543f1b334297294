import { hubKey, hubPost, type HubBody, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

const PATH = '/clients/{clientId}/advertisers/{advertiserId}/builder-reports/query';
export type BuilderQuery = HubBody<typeof PATH>;
export type BuilderResult = HubData<typeof PATH, 'post'>;

/** `POST .../builder-reports/query`: a read, run when a query is given (the Run button sets it). */
export const builderQuery = (clientId: number, advertiserId: number, query: BuilderQuery) => ({
  queryKey: hubKey(PATH, { clientId, advertiserId }, query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    hubPost(PATH, { path: { clientId, advertiserId }, body: query, signal }),
});

export function useBuilderQuery(clientId: number, advertiserId: number, query: BuilderQuery | null) {
  return useQuery({
    ...builderQuery(clientId, advertiserId, query ?? { columnNamesToQuery: ['day'] }),
    enabled: query !== null,
  });
}
