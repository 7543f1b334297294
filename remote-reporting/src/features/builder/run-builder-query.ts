import { useApiQuery } from '@beacon/shared';
import { hubPost, type HubBody, type HubData } from '../../api/hub';

const PATH = '/clients/{clientId}/advertisers/{advertiserId}/builder-reports/query';
export type BuilderQuery = HubBody<typeof PATH>;
export type BuilderResult = HubData<typeof PATH, 'post'>;

/** `POST .../builder-reports/query`: runs when a query is given (the Run button sets it). */
export function useBuilderQuery(clientId: number, advertiserId: number, query: BuilderQuery | null) {
  return useApiQuery(query ? `builder-query:${clientId}:${advertiserId}:${JSON.stringify(query)}` : null, (signal) =>
    hubPost(PATH, { path: { clientId, advertiserId }, body: query!, signal }),
  );
}
