import { hubGet, hubKey, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type CustomReport = HubData<'/clients/{clientId}/custom-reports'>[number];

/**
 * The custom reports a dashboard links to: the client's (`GET /clients/{clientId}/custom-reports`), and under an
 * advertiser its own (`GET /clients/{clientId}/advertisers/{advertiserId}/custom-reports`) first.
 */
export const customReportsQuery = (clientId: number, advertiserId: number | null) => ({
  queryKey: [...hubKey('/clients/{clientId}/custom-reports', { clientId }), { advertiserId }] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const own = await hubGet('/clients/{clientId}/custom-reports', { path: { clientId }, signal });
    if (advertiserId === null) return own;
    const advertiser = await hubGet('/clients/{clientId}/advertisers/{advertiserId}/custom-reports', {
      path: { clientId, advertiserId },
      signal,
    });
    return [...advertiser, ...own];
  },
  meta: { silentOn: [404] },
});

export function useCustomReports(clientId: number | null, advertiserId: number | null) {
  return useQuery({ ...customReportsQuery(clientId ?? 0, advertiserId), enabled: clientId !== null });
}
