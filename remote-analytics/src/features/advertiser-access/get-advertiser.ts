import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/advertisers/{advertiserId}`: 404 when the advertiser is out of the user's reach. */
export const advertiserQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions(
    '/clients/{clientId}/advertisers/{advertiserId}',
    { path: { clientId, advertiserId } },
    { silentOn: [403, 404] },
  );

export function useAdvertiser(clientId: number | null, advertiserId: number | null) {
  return useQuery({
    ...advertiserQuery(clientId ?? 0, advertiserId ?? 0),
    enabled: clientId !== null && advertiserId !== null,
  });
}
