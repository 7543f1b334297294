import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';

export type BuilderReport = HubData<'/clients/{clientId}/advertisers/{advertiserId}/builder-reports'>[number];

/** `GET .../builder-reports`: the advertiser's saved builder reports. */
export function useBuilderReports(clientId: number, advertiserId: number) {
  return useApiQuery(`builder-reports:${clientId}:${advertiserId}`, (signal) =>
    hubGet('/clients/{clientId}/advertisers/{advertiserId}/builder-reports', {
      path: { clientId, advertiserId },
      signal,
    }),
  );
}
