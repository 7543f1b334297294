import { analyticsPut, type AnalyticsBody } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

type Changes = AnalyticsBody<'/workspaces/{workspaceId}/connections/{connectionId}', 'put'>;

/** `PUT .../connections/{connectionId}`: choose the account at the source, rename, or sync again. */
export function useUpdateConnection(workspaceId: number) {
  return useWorkspaceChange(workspaceId, ({ connectionId, changes }: { connectionId: string; changes: Changes }) =>
    analyticsPut('/workspaces/{workspaceId}/connections/{connectionId}', {
      path: { workspaceId, connectionId },
      body: changes,
    }),
  );
}
