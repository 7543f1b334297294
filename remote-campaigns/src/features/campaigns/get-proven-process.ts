import { apiGet, useApiQuery } from '@beacon/shared';
import type { ProvenProcessStep } from './campaign-types';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/proven-process`: the steps in order. */
export const getProvenProcess = (clientId: number, campaignId: number, signal: AbortSignal) =>
  apiGet<ProvenProcessStep[]>(`/clients/${clientId}/campaigns/${campaignId}/proven-process`, { signal });

export function useProvenProcess(clientId: number, campaignId: number) {
  return useApiQuery(`proven-process:${clientId}:${campaignId}`, (signal) =>
    getProvenProcess(clientId, campaignId, signal),
  );
}
