import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';

export type BuilderColumns = HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports/columns'>;
export type BuilderColumn = BuilderColumns['dimensions'][number];

/** `GET .../builder-reports/columns`: what a builder report can group by and sum, as the server declares it. */
export function useBuilderColumns(clientId: number, advertiserId: number) {
  return useApiQuery(`builder-columns:${clientId}:${advertiserId}`, (signal) =>
    hubGet('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/columns', {
      path: { clientId, advertiserId },
      signal,
    }),
  );
}
