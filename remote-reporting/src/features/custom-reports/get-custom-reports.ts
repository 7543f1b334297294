import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';
import { unlessNotFound } from '../../api/not-found';

export type CustomReport = HubData<'/clients/{clientId}/custom-reports'>[number];

/**
 * The custom reports a dashboard links to: the client's (`GET /clients/{clientId}/custom-reports`), or an
 * advertiser's (`GET /clients/{clientId}/advertisers/{advertiserId}/custom-reports`) plus the client's.
 */
export function useCustomReports(clientId: number | null, advertiserId: number | null, version = 0) {
  return useApiQuery(
    clientId === null ? null : `custom-reports:${clientId}:${advertiserId ?? 'all'}:${version}`,
    async (signal) => {
      const own = await hubGet('/clients/{clientId}/custom-reports', { path: { clientId: clientId! }, signal });
      if (advertiserId === null) return own;
      const advertiser = await hubGet('/clients/{clientId}/advertisers/{advertiserId}/custom-reports', {
        path: { clientId: clientId!, advertiserId },
        signal,
      });
      return [...advertiser, ...own];
    },
    { reportErrors: unlessNotFound },
  );
}
