import { apiGet, useApiQuery } from '@beacon/shared';
import type { AdfireMonitoring } from './adfire-types';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/adfire`: delivery anomalies per day, newest first. */
export const getAdfire = (clientId: number, campaignId: number, signal: AbortSignal) =>
  apiGet<AdfireMonitoring>(`/clients/${clientId}/campaigns/${campaignId}/adfire`, { signal });

export function useAdfire(clientId: number, campaignId: number) {
  return useApiQuery(`adfire:${clientId}:${campaignId}`, (signal) => getAdfire(clientId, campaignId, signal));
}
