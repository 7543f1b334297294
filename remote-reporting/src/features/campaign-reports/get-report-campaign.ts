import { hubQueryOptions, OUT_OF_REACH, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

export type ReportCampaignDetail = HubData<'/clients/{clientId}/campaign-reports/campaigns/{campaignId}'>;
export type ReportTab = ReportCampaignDetail['tabs'][number];

/** `GET /clients/{clientId}/campaign-reports/campaigns/{campaignId}`: the campaign, its tabs and their defaults. */
export const reportCampaignQuery = (clientId: number, campaignId: number) =>
  hubQueryOptions(
    '/clients/{clientId}/campaign-reports/campaigns/{campaignId}',
    { path: { clientId, campaignId } },
    { silentOn: OUT_OF_REACH },
  );

export function useReportCampaign(clientId: number | null, campaignId: number | null) {
  return useQuery({
    ...reportCampaignQuery(clientId ?? 0, campaignId ?? 0),
    enabled: clientId !== null && campaignId !== null,
  });
}
