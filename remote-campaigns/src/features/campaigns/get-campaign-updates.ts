import { useApiQuery } from '@beacon/shared';
import { fetchAllPages } from '../../api/fetch-all-pages';
import type { CampaignUpdate } from './campaign-types';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/updates`: newest first, as the server orders them. */
export const getCampaignUpdates = (clientId: number, campaignId: number, signal: AbortSignal) =>
  fetchAllPages<CampaignUpdate>(`/clients/${clientId}/campaigns/${campaignId}/updates`, signal, 500);

/** Loaded only while the drawer is open. */
export function useCampaignUpdates(clientId: number, campaignId: number, open: boolean) {
  return useApiQuery(open ? `campaign-updates:${clientId}:${campaignId}` : null, (signal) =>
    getCampaignUpdates(clientId, campaignId, signal),
  );
}
