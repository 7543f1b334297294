import { hubGet, hubKey } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /clients/{clientId}/advertisers/summary`: the names the overview shows next to advertiser ids. */
export const advertiserNamesQuery = (clientId: number) => ({
  queryKey: [...hubKey('/clients/{clientId}/advertisers/summary', { clientId }, { pageSize: 500 }), 'names'] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const rows = await hubGet('/clients/{clientId}/advertisers/summary', {
      path: { clientId },
      query: { pageSize: 500 },
      signal,
    });
    return new Map(rows.map((a) => [a.id, a.name]));
  },
});

export function useAdvertiserNames(clientId: number | null) {
  return useQuery({ ...advertiserNamesQuery(clientId ?? 0), enabled: clientId !== null });
}
