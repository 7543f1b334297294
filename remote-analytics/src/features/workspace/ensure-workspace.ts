import { analyticsKey, analyticsPost, type AnalyticsData } from '@beacon/shared/analytics-api';
import { useQuery } from '@tanstack/react-query';

export type Workspace = AnalyticsData<'/workspaces', 'post'>;

/**
 * `POST /analytics/workspaces?alternate-id=advertiser:<id>`: the advertiser's workspace, made on the first visit
 * (201) and answered as it is after (200). Idempotent, so it is read like a query and cached like one.
 */
export const workspaceQuery = (advertiserId: number) => {
  const alternateId = `advertiser:${advertiserId}`;
  return {
    queryKey: analyticsKey('/workspaces', {}, { 'alternate-id': alternateId }),
    queryFn: () => analyticsPost('/workspaces', { query: { 'alternate-id': alternateId }, body: {} }),
  };
};

export const useAdvertiserWorkspace = (advertiserId: number) => useQuery(workspaceQuery(advertiserId));
