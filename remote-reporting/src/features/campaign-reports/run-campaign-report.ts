import { hubKey, hubPost, type HubBody, type HubData } from '@beacon/shared/api';
import { useQuery } from '@tanstack/react-query';

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

export function useCampaignReport(clientId: number, request: ReportRequest | null) {
  return useQuery({ ...campaignReportQuery(clientId, request ?? {}), enabled: request !== null });
}
