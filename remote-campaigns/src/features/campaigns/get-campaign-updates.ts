import { hubAllPagesQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/updates`: newest first, as the server orders them. */
export const campaignUpdatesQuery = (clientId: number, campaignId: number) =>
  hubAllPagesQueryOptions('/clients/{clientId}/campaigns/{campaignId}/updates', { path: { clientId, campaignId } });

/** Loaded only while the drawer is open. */
export function useCampaignUpdates(clientId: number, campaignId: number, open: boolean) {
  return useQuery({ ...campaignUpdatesQuery(clientId, campaignId), enabled: open });
}
