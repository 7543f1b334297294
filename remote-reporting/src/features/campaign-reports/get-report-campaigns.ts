import { hubQueryOptions, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type ReportCampaign = HubData<'/clients/{clientId}/campaign-reports/campaigns'>[number];

/** `GET /clients/{clientId}/campaign-reports/campaigns`: the campaigns there is something to report on. */
export const reportCampaignsQuery = (clientId: number, advertiserId: number | null) =>
  hubQueryOptions(
    '/clients/{clientId}/campaign-reports/campaigns',
    { path: { clientId }, query: advertiserId === null ? {} : { advertiserId } },
    { silentOn: [404] },
  );

export function useReportCampaigns(clientId: number | null, advertiserId: number | null) {
  return useQuery({ ...reportCampaignsQuery(clientId ?? 0, advertiserId), enabled: clientId !== null });
}
