import { analyticsDelete } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';

/** `DELETE .../connections/{connectionId}`: purges the connection and removes it from the workspace. */
export function useDeleteConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      analyticsDelete('/workspaces/{workspaceId}/connections/{connectionId}', {
        path: { workspaceId, connectionId },
      }),
    onSuccess: () => invalidateWorkspace(client, workspaceId),
  });
}
