import { analyticsPost } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';

/** `POST .../connections/create {manualConnectionId}`: an unlinked manual connection becomes a connection. */
export function useLinkManualConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (manualConnectionId: number) =>
      analyticsPost('/workspaces/{workspaceId}/connections/create', {
        path: { workspaceId },
        body: { manualConnectionId },
      }),
    onSuccess: () => invalidateWorkspace(client, workspaceId),
  });
}
