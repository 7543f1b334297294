import { apiGet, useApiQuery } from '@beacon/shared';
import { isRefused } from '../refused';
import type { Pacing } from './campaign-types';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/pacing`: delivered against expected spend, to yesterday. */
export const getCampaignPacing = (clientId: number, campaignId: number, signal: AbortSignal) =>
  apiGet<Pacing>(`/clients/${clientId}/campaigns/${campaignId}/pacing`, { signal });

export function useCampaignPacing(clientId: number, campaignId: number) {
  return useApiQuery(
    `campaign-pacing:${clientId}:${campaignId}`,
    (signal) => getCampaignPacing(clientId, campaignId, signal),
    {
      reportErrors: (error) => !isRefused(error),
    },
  );
}
