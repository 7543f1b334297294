import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}`: the full form, figures computed by the server. */
export const campaignQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions(
    '/clients/{clientId}/campaigns/{campaignId}',
    { path: { clientId, campaignId } },
    { silentOn: [403, 404] },
  );

export function useCampaign(clientId: number | null, campaignId: number | null) {
  return useQuery({
    ...campaignQuery(clientId ?? 0, campaignId ?? 0),
    enabled: clientId !== null && campaignId !== null,
  });
}
