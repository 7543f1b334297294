import { analyticsQueryOptions, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type ConnectorSync = AnalyticsData<'/workspaces/{workspaceId}/connections/{connectionId}/syncs'>[number];

/** `GET .../connections/{connectionId}/syncs`: the sync history, newest first; read again while one is under way. */
export function useConnectionSyncs(workspaceId: number, connectionId: string) {
  return useQuery({
    ...analyticsQueryOptions('/workspaces/{workspaceId}/connections/{connectionId}/syncs', {
      path: { workspaceId, connectionId },
    }),
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.status === 'queued' || s.status === 'running') ? 3000 : false,
  });
}
