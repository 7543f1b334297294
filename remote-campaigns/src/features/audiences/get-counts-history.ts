import { apiGet, responseStatus, useApiQuery } from '@beacon/shared';
import type { CountPoint } from './audience-types';

/** An audience's daily counts, oldest first; spec section 8: a 404 is an empty list. */
export async function getCountsHistory(
  clientId: number,
  audienceId: number,
  signal: AbortSignal,
): Promise<CountPoint[]> {
  try {
    return await apiGet<CountPoint[]>(`/clients/${clientId}/audiences/${audienceId}/counts-history`, { signal });
  } catch (error) {
    if (responseStatus(error) === 404) return [];
    throw error;
  }
}

export function useCountsHistory(clientId: number, audienceId: number | null) {
  return useApiQuery(audienceId === null ? null : `counts-history:${clientId}:${audienceId}`, (signal) =>
    getCountsHistory(clientId, audienceId!, signal),
  );
}
