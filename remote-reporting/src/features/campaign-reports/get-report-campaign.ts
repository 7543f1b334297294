import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';
import { unlessNotFound } from '../../api/not-found';

export type ReportCampaignDetail = HubData<'/clients/{clientId}/campaign-reports/campaigns/{campaignId}'>;
export type ReportTab = ReportCampaignDetail['tabs'][number];

/** `GET /clients/{clientId}/campaign-reports/campaigns/{campaignId}`: the campaign, its tabs and their defaults. */
export function useReportCampaign(clientId: number | null, campaignId: number | null) {
  return useApiQuery(
    clientId === null || campaignId === null ? null : `report-campaign:${clientId}:${campaignId}`,
    (signal) =>
      hubGet('/clients/{clientId}/campaign-reports/campaigns/{campaignId}', {
        path: { clientId: clientId!, campaignId: campaignId! },
        signal,
      }),
    { reportErrors: unlessNotFound },
  );
}
