import { analyticsKey, analyticsPut } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

/**
 * "Sync now": `PUT .../connections/{connectionId}` with `sync: true`. A source with a connector queues a sync (one
 * at a time per connection; the one waiting is answered) that its history then shows; another source copies at once.
 */
export function useSyncConnection(workspaceId: number) {
  return useWorkspaceChange(
    workspaceId,
    (connectionId: string) =>
      analyticsPut('/workspaces/{workspaceId}/connections/{connectionId}', {
        path: { workspaceId, connectionId },
        body: { sync: true },
      }),
    (client, connectionId) =>
      client.invalidateQueries({
        queryKey: analyticsKey('/workspaces/{workspaceId}/connections/{connectionId}/syncs', {
          workspaceId,
          connectionId,
        }),
      }),
  );
}
