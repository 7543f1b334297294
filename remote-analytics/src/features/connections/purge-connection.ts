import { analyticsPost } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

/** `POST .../connections/{connectionId}/purge`: tokens and synced data deleted; the connection stays, as purged. */
export function usePurgeConnection(workspaceId: number) {
  return useWorkspaceChange(workspaceId, (connectionId: string) =>
    analyticsPost('/workspaces/{workspaceId}/connections/{connectionId}/purge', {
      path: { workspaceId, connectionId },
    }),
  );
}
