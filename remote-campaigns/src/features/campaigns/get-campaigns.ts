import { useApiQuery, type CampaignListFilter } from '@beacon/shared';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { isRefused } from '../refused';
import type { CampaignRow } from './campaign-types';

export interface CampaignListOptions {
  filter?: Exclude<CampaignListFilter, 'proposals'>;
  advertiserId?: number;
}

/** `GET /api/clients/{clientId}/campaigns`, every page, in the server's order (status display order). */
export async function getCampaigns(clientId: number, options: CampaignListOptions, signal: AbortSignal) {
  const params: Record<string, unknown> = {};
  if (options.filter === 'active') params.filter = 'active';
  if (options.advertiserId !== undefined) params.advertiserIds = [options.advertiserId];
  return fetchAllPages<CampaignRow>(`/clients/${clientId}/campaigns`, signal, undefined, params);
}

export function useCampaigns(clientId: number | null, options: CampaignListOptions) {
  const key =
    clientId === null ? null : `campaigns:${clientId}:${options.filter ?? 'all'}:${options.advertiserId ?? ''}`;
  return useApiQuery(key, (signal) => getCampaigns(clientId!, options, signal), {
    reportErrors: (error) => !isRefused(error),
  });
}
