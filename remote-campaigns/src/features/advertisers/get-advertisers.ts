import { hubAllPagesQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/advertisers`, every page, by name: the user's advertisers only (server scope). */
export const advertisersQuery = (clientId: number) =>
  hubAllPagesQueryOptions('/clients/{clientId}/advertisers', { path: { clientId } }, { silentOn: [403, 404] });

export function useAdvertisers(clientId: number | null) {
  return useQuery({ ...advertisersQuery(clientId ?? 0), enabled: clientId !== null });
}
