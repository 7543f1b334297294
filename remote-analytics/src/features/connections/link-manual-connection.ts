import { analyticsPost } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

/** `POST .../connections/create {manualConnectionId}`: an unlinked manual connection becomes a connection. */
export function useLinkManualConnection(workspaceId: number) {
  return useWorkspaceChange(workspaceId, (manualConnectionId: number) =>
    analyticsPost('/workspaces/{workspaceId}/connections/create', {
      path: { workspaceId },
      body: { manualConnectionId },
    }),
  );
}
