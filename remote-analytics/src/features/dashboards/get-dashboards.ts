import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type Dashboard = AnalyticsData<'/workspaces/{workspaceId}/dashboards'>[number];
export type Widget = NonNullable<Dashboard['definition']['widgets']>[number];

/** `GET /analytics/workspaces/{workspaceId}/dashboards`: each reads one data source (its tag). */
export const dashboardsQuery = (workspaceId: number) =>
  analyticsQueryOptions('/workspaces/{workspaceId}/dashboards', { path: { workspaceId } });

export function useDashboards(workspaceId: number | undefined) {
  return useQuery({ ...dashboardsQuery(workspaceId ?? 0), enabled: workspaceId !== undefined });
}
