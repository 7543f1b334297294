import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/proven-process`: the steps in order. */
export const provenProcessQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions('/clients/{clientId}/campaigns/{campaignId}/proven-process', { path: { clientId, campaignId } });

export const useProvenProcess = (clientId: number, campaignId: number) =>
  useQuery(provenProcessQuery(clientId, campaignId));
