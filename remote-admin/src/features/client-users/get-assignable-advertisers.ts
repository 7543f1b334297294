import { hubAllPagesQueryOptions, hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/advertisers/summary`: the client's own advertisers, to assign. */
export const assignableAdvertisersQuery = (clientId: number) =>
  hubAllPagesQueryOptions('/clients/{clientId}/advertisers/summary', { path: { clientId } });

/** `GET /api/clients/{clientId}`: the client, with its advertiser groups, to assign. */
export const clientQuery = (clientId: number) => hubQueryOptions('/clients/{clientId}', { path: { clientId } });

export function useAssignable(clientId: number) {
  const advertisers = useQuery(assignableAdvertisersQuery(clientId));
  const client = useQuery(clientQuery(clientId));
  return {
    advertisers: advertisers.data?.rows.map((a) => ({ value: a.id, label: a.name })) ?? [],
    groups: client.data?.advertiserGroups.map((g) => ({ value: g.id, label: g.name })) ?? [],
    loading: advertisers.isPending || client.isPending,
  };
}
