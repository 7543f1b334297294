import { useApiQuery } from '@beacon/shared';
import { hubPost, type HubBody, type HubData } from '../../api/hub';

const PATH = '/clients/{clientId}/campaign-reports/query';
export type ReportRequest = HubBody<typeof PATH>;
export type ReportResult = HubData<typeof PATH, 'post'>;
export type ResultRow = ReportResult['queryResults'][number]['data'][number];
export type ReportQueryName = NonNullable<ReportRequest['queries']>[number];

/** The rows of one named result set (empty when the report did not ask for it). */
export const resultSet = (result: ReportResult | undefined, name: ReportQueryName): ResultRow[] =>
  result?.queryResults.find((set) => set.name === name)?.data ?? [];

/** `POST /clients/{clientId}/campaign-reports/query`: one report, run again whenever the request changes. */
export function useCampaignReport(clientId: number, request: ReportRequest | null) {
  const key = request ? `campaign-report:${clientId}:${JSON.stringify(request)}` : null;
  return useApiQuery(key, (signal) => hubPost(PATH, { path: { clientId }, body: request!, signal }));
}
