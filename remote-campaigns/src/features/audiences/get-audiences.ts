import { apiGet, responseStatus, useApiQuery } from '@beacon/shared';
import type { Audience } from './audience-types';

/** The advertiser's audiences with their latest counts; spec section 8: a 404 is an empty list. */
export async function getAudiences(clientId: number, advertiserId: number, signal: AbortSignal): Promise<Audience[]> {
  try {
    return await apiGet<Audience[]>(`/clients/${clientId}/advertisers/${advertiserId}/audiences`, { signal });
  } catch (error) {
    if (responseStatus(error) === 404) return [];
    throw error;
  }
}

export function useAudiences(clientId: number, advertiserId: number | null) {
  return useApiQuery(advertiserId === null ? null : `audiences:${clientId}:${advertiserId}`, (signal) =>
    getAudiences(clientId, advertiserId!, signal),
  );
}
