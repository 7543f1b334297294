import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/pacing`: delivered against expected spend, to yesterday. */
export const campaignPacingQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions('/clients/{clientId}/campaigns/{campaignId}/pacing', { path: { clientId, campaignId } });

export const useCampaignPacing = (clientId: number, campaignId: number) =>
  useQuery(campaignPacingQuery(clientId, campaignId));
