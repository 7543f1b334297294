import { analyticsQueryOptions, type AnalyticsBody, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type ManualConnection = AnalyticsData<'/workspaces/{workspaceId}/manual-connections'>[number];
export type ManualConnectionFields = AnalyticsBody<'/workspaces/{workspaceId}/manual-connections', 'post'>;
export type ManualSourceType = ManualConnectionFields['sourceType'];

/** `GET /analytics/workspaces/{workspaceId}/manual-connections`: accounts typed by hand, linked or not. */
export const manualConnectionsQuery = (workspaceId: number) =>
  analyticsQueryOptions('/workspaces/{workspaceId}/manual-connections', { path: { workspaceId } });

export const useManualConnections = (workspaceId: number) => useQuery(manualConnectionsQuery(workspaceId));
