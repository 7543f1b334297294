import { analyticsGet, analyticsKey, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type NativeDashboard = AnalyticsData<'/workspaces/{workspaceId}/dashboards'>[number];

/**
 * The advertiser's native dashboards: its analytics workspace (`advertiser:<id>`, read, never made here) and that
 * workspace's dashboards; none when the advertiser has no workspace yet.
 */
export const nativeDashboardsQuery = (advertiserId: number) => ({
  queryKey: [...analyticsKey('/workspaces', {}, { 'alternate-id': `advertiser:${advertiserId}` }), 'dashboards'],
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<NativeDashboard[]> => {
    const [workspace] = await analyticsGet('/workspaces', {
      query: { 'alternate-id': `advertiser:${advertiserId}` },
      signal,
    });
    if (!workspace) return [];
    return analyticsGet('/workspaces/{workspaceId}/dashboards', { path: { workspaceId: workspace.id }, signal });
  },
});

export const useNativeDashboards = (advertiserId: number, enabled: boolean) =>
  useQuery({ ...nativeDashboardsQuery(advertiserId), enabled });
