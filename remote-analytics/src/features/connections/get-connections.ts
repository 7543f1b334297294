import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type Connection = AnalyticsData<'/workspaces/{workspaceId}/connections'>[number];

/** `GET /analytics/workspaces/{workspaceId}/connections`: each with its status and last sync. */
export const connectionsQuery = (workspaceId: number) =>
  analyticsQueryOptions('/workspaces/{workspaceId}/connections', { path: { workspaceId } });

export function useConnections(workspaceId: number | undefined) {
  return useQuery({ ...connectionsQuery(workspaceId ?? 0), enabled: workspaceId !== undefined });
}
