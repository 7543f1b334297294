import { useApiQuery } from '@beacon/shared';
import { hubGet, type HubData } from '../../api/hub';
import { unlessNotFound } from '../../api/not-found';

export type ReportCampaign = HubData<'/clients/{clientId}/campaign-reports/campaigns'>[number];

/** `GET /clients/{clientId}/campaign-reports/campaigns`: the campaigns there is something to report on. */
export function useReportCampaigns(clientId: number | null, advertiserId: number | null) {
  return useApiQuery(
    clientId === null ? null : `report-campaigns:${clientId}:${advertiserId ?? 'all'}`,
    (signal) =>
      hubGet('/clients/{clientId}/campaign-reports/campaigns', {
        path: { clientId: clientId! },
        query: advertiserId === null ? {} : { advertiserId },
        signal,
      }),
    { reportErrors: unlessNotFound },
  );
}
