import { analyticsKey, analyticsPost, type AnalyticsBody, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type AnalyticsQueryBody = AnalyticsBody<'/workspaces/{workspaceId}/query', 'post'>;
export type QueryResult = AnalyticsData<'/workspaces/{workspaceId}/query', 'post'>;

/**
 * `POST /analytics/workspaces/{workspaceId}/query?tag=`: figures by dimension from one data source. A read
 * sent as POST (the body is the question), so it is cached like a query, keyed by its tag and body.
 */
export const analyticsQuery = (workspaceId: number, tag: string, body: AnalyticsQueryBody) => ({
  queryKey: analyticsKey('/workspaces/{workspaceId}/query', { workspaceId }, { tag, ...body }),
  queryFn: () => analyticsPost('/workspaces/{workspaceId}/query', { path: { workspaceId }, query: { tag }, body }),
});

export const useAnalyticsQuery = (workspaceId: number, tag: string, body: AnalyticsQueryBody) =>
  useQuery(analyticsQuery(workspaceId, tag, body));
