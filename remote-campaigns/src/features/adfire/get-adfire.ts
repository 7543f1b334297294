import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/adfire`: delivery anomalies per day, newest first. */
export const adfireQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions('/clients/{clientId}/campaigns/{campaignId}/adfire', { path: { clientId, campaignId } });

export const useAdfire = (clientId: number, campaignId: number) => useQuery(adfireQuery(clientId, campaignId));
