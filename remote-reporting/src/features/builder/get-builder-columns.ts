import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type BuilderColumns = HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports/columns'>;
export type BuilderColumn = BuilderColumns['dimensions'][number];

/** `GET .../builder-reports/columns`: what a builder report can group by and sum, as the server declares it. */
export const builderColumnsQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions('/clients/{clientId}/advertisers/{advertiserId}/builder-reports/columns', {
    path: { clientId, advertiserId },
  });

export const useBuilderColumns = (clientId: number, advertiserId: number) =>
  useQuery(builderColumnsQuery(clientId, advertiserId));
