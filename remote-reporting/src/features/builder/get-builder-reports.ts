import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type BuilderReport = HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports'>[number];

/** `GET .../builder-reports`: the advertiser's saved builder reports. */
export const builderReportsQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions('/clients/{clientId}/advertisers/{advertiserId}/builder-reports', {
    path: { clientId, advertiserId },
  });

export const useBuilderReports = (clientId: number, advertiserId: number) =>
  useQuery(builderReportsQuery(clientId, advertiserId));
