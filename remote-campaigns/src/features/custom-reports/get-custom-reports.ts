import { hubQueryOptions } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';
import type { ReportOwner } from './report-owner';

/** `GET /api/clients/{clientId}/campaigns/{campaignId}/custom-reports`, by name. */
export const campaignReportsQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions('/clients/{clientId}/campaigns/{campaignId}/custom-reports', { path: { clientId, campaignId } });

/** `GET /api/clients/{clientId}/advertisers/{advertiserId}/custom-reports`, by name. */
export const advertiserReportsQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions('/clients/{clientId}/advertisers/{advertiserId}/custom-reports', {
    path: { clientId, advertiserId },
  });

/** The owner's reports: both operations answer the same form, and only the owner's one runs. */
export function useCustomReports(clientId: number, owner: ReportOwner) {
  const campaign = useQuery({ ...campaignReportsQuery(clientId, owner.id), enabled: owner.kind === 'campaign' });
  const advertiser = useQuery({ ...advertiserReportsQuery(clientId, owner.id), enabled: owner.kind === 'advertiser' });
  return owner.kind === 'campaign' ? campaign : advertiser;
}
