import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type DataSource = AnalyticsData<'/workspaces/{workspaceId}/data-sources'>[number];

/** `GET /analytics/workspaces/{workspaceId}/data-sources`: `all`, then one per connected source, with its days. */
export const dataSourcesQuery = (workspaceId: number) =>
  analyticsQueryOptions('/workspaces/{workspaceId}/data-sources', { path: { workspaceId } });

export function useDataSources(workspaceId: number | undefined) {
  return useQuery({ ...dataSourcesQuery(workspaceId ?? 0), enabled: workspaceId !== undefined });
}
