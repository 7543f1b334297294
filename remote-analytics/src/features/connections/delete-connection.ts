import { analyticsDelete } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

/** `DELETE .../connections/{connectionId}`: purges the connection and removes it from the workspace. */
export function useDeleteConnection(workspaceId: number) {
  return useWorkspaceChange(workspaceId, (connectionId: string) =>
    analyticsDelete('/workspaces/{workspaceId}/connections/{connectionId}', {
      path: { workspaceId, connectionId },
    }),
  );
}
