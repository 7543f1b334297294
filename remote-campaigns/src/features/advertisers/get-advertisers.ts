import { useApiQuery } from '@beacon/shared';
import { fetchAllPages } from '../../api/fetch-all-pages';
import { isRefused } from '../refused';
import type { Advertiser } from './advertiser-types';

/** `GET /api/clients/{clientId}/advertisers`, every page, by name: the user's advertisers only (server scope). */
export const getAdvertisers = (clientId: number, signal: AbortSignal) =>
  fetchAllPages<Advertiser>(`/clients/${clientId}/advertisers`, signal);

export function useAdvertisers(clientId: number | null) {
  return useApiQuery(
    clientId === null ? null : `advertisers:${clientId}`,
    (signal) => getAdvertisers(clientId!, signal),
    {
      reportErrors: (error) => !isRefused(error),
    },
  );
}
