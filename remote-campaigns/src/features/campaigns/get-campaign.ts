import { apiGet, useApiQuery } from '@beacon/shared';
import { isRefused } from '../refused';
import type { Campaign } from './campaign-types';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}`: the full form, figures computed by the server. */
export const getCampaign = (clientId: number, campaignId: number, signal: AbortSignal) =>
  apiGet<Campaign>(`/clients/${clientId}/campaigns/${campaignId}`, { signal });

export function useCampaign(clientId: number | null, campaignId: number | null) {
  const ready = clientId !== null && campaignId !== null;
  return useApiQuery(
    ready ? `campaign:${clientId}:${campaignId}` : null,
    (signal) => getCampaign(clientId!, campaignId!, signal),
    {
      reportErrors: (error) => !isRefused(error),
    },
  );
}
