import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}`: the campaign a conversation is about, by name. */
export const campaignQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions(
    '/clients/{clientId}/campaigns/{campaignId}',
    { path: { clientId, campaignId } },
    { silentOn: [404] },
  );

export function useCampaign(clientId: number, campaignId: number | null) {
  return useQuery({ ...campaignQuery(clientId, campaignId ?? 0), enabled: campaignId !== null });
}
