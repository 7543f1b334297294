import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /clients/{clientId}/advertisers/{advertiserId}`: 404 for an advertiser out of reach. */
export const advertiserQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions(
    '/clients/{clientId}/advertisers/{advertiserId}',
    { path: { clientId, advertiserId } },
    { silentOn: [404] },
  );

export function useAdvertiser(clientId: number | null, advertiserId: number | null) {
  return useQuery({
    ...advertiserQuery(clientId ?? 0, advertiserId ?? 0),
    enabled: clientId !== null && advertiserId !== null,
  });
}
