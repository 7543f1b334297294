import { hubKey, hubPost, type HubBody, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useSharedSource } from './report-source';

const PATH = '/clients/{clientId}/campaign-reports/query';
export type ReportRequest = HubBody<typeof PATH>;
export type ReportResult = HubData<typeof PATH, 'post'>;
export type ResultRow = ReportResult['queryResults'][number]['data'][number];
export type ReportQueryName = NonNullable<ReportRequest['queries']>[number];

/** The rows of one named result set (empty when the report did not ask for it). */
export const resultSet = (result: ReportResult | undefined, name: ReportQueryName): ResultRow[] =>
  result?.queryResults.find((set) => set.name === name)?.data ?? [];

/** `POST /clients/{clientId}/campaign-reports/query`: a read, cached by its request like any GET. */
export const campaignReportQuery = (clientId: number, request: ReportRequest) => ({
  queryKey: hubKey(PATH, { clientId }, request),
  queryFn: ({ signal }: { signal: AbortSignal }) => hubPost(PATH, { path: { clientId }, body: request, signal }),
});

/** A share link's report query: the campaign report's, its campaign (and scope) the link's. */
export function sharedReportQuery(token: string, request: ReportRequest) {
  const { campaignIds: _campaign, advertiserIds: _advertisers, specificationId: _specification, ...body } = request;
  return {
    queryKey: hubKey('/shared/{token}/query', { token }, body),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ReportResult> =>
      hubPost('/shared/{token}/query', { path: { token }, body, signal }),
  };
}

/** The report's figures: the client's report API, or the share link's when the report is drawn for one. */
export function useCampaignReport(clientId: number, request: ReportRequest | null) {
  const shared = useSharedSource();
  const query = shared ? sharedReportQuery(shared.token, request ?? {}) : campaignReportQuery(clientId, request ?? {});
  return useQuery({ ...query, enabled: request !== null });
}
