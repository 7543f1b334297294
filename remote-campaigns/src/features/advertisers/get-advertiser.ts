import { apiGet, useApiQuery } from '@beacon/shared';
import { isRefused } from '../refused';
import type { Advertiser } from './advertiser-types';

/** `GET /api/clients/{clientId}/advertisers/{advertiserId}`. */
export const getAdvertiser = (clientId: number, advertiserId: number, signal: AbortSignal) =>
  apiGet<Advertiser>(`/clients/${clientId}/advertisers/${advertiserId}`, { signal });

export function useAdvertiser(clientId: number | null, advertiserId: number | null) {
  const ready = clientId !== null && advertiserId !== null;
  return useApiQuery(
    ready ? `advertiser:${clientId}:${advertiserId}` : null,
    (signal) => getAdvertiser(clientId!, advertiserId!, signal),
    { reportErrors: (error) => !isRefused(error) },
  );
}
