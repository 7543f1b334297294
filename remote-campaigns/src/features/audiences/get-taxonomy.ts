import { apiGet, useApiQuery } from '@beacon/shared';
import type { TaxonomyNode } from './audience-types';

/** `GET /api/clients/{clientId}/advertisers/{advertiserId}/audiences/taxonomy`. */
export const getTaxonomy = (clientId: number, advertiserId: number, signal: AbortSignal) =>
  apiGet<TaxonomyNode[]>(`/clients/${clientId}/advertisers/${advertiserId}/audiences/taxonomy`, { signal });

export function useTaxonomy(clientId: number, advertiserId: number) {
  return useApiQuery(`taxonomy:${clientId}:${advertiserId}`, (signal) => getTaxonomy(clientId, advertiserId, signal));
}
