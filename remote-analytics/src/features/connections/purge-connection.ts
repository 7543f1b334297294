import { analyticsPost } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';

/** `POST .../connections/{connectionId}/purge`: tokens and synced data deleted; the connection stays, as purged. */
export function usePurgeConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      analyticsPost('/workspaces/{workspaceId}/connections/{connectionId}/purge', {
        path: { workspaceId, connectionId },
      }),
    onSuccess: () => invalidateWorkspace(client, workspaceId),
  });
}
