import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/advertisers/{advertiserId}/audiences/taxonomy`: segment types and their audiences. */
export const taxonomyQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions('/clients/{clientId}/advertisers/{advertiserId}/audiences/taxonomy', {
    path: { clientId, advertiserId },
  });

export const useTaxonomy = (clientId: number, advertiserId: number) => useQuery(taxonomyQuery(clientId, advertiserId));
