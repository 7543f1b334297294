import { analyticsKey, analyticsPut } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';

/**
 * "Sync now": `PUT .../connections/{connectionId}` with `sync: true`. A source with a connector queues a sync (one
 * at a time per connection; the one waiting is answered) that its history then shows; another source copies at once.
 */
export function useSyncConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) =>
      analyticsPut('/workspaces/{workspaceId}/connections/{connectionId}', {
        path: { workspaceId, connectionId },
        body: { sync: true },
      }),
    onSuccess: (_, connectionId) =>
      Promise.all([
        invalidateWorkspace(client, workspaceId),
        client.invalidateQueries({
          queryKey: analyticsKey('/workspaces/{workspaceId}/connections/{connectionId}/syncs', {
            workspaceId,
            connectionId,
          }),
        }),
      ]),
  });
}
