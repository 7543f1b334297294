import { analyticsKey } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * What a change to a workspace's connections touches: its connections, its manual connections (linked or not),
 * its data sources, its dashboards (a newly connected source brings its own) and the unlinked list. Its dashboards'
 * figures follow the data sources.
 */
export function invalidateWorkspace(client: QueryClient, workspaceId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: analyticsKey('/workspaces/{workspaceId}/connections', { workspaceId }) }),
    client.invalidateQueries({
      queryKey: analyticsKey('/workspaces/{workspaceId}/manual-connections', { workspaceId }),
    }),
    client.invalidateQueries({ queryKey: analyticsKey('/workspaces/{workspaceId}/data-sources', { workspaceId }) }),
    client.invalidateQueries({ queryKey: analyticsKey('/workspaces/{workspaceId}/dashboards', { workspaceId }) }),
    client.invalidateQueries({ queryKey: analyticsKey('/workspaces/{workspaceId}/query', { workspaceId }) }),
    client.invalidateQueries({ queryKey: analyticsKey('/manual-connections/unlinked') }),
  ]);
}

/**
 * A change to a workspace's connections: once it succeeds, what it touches reads again (with `alsoAfter`, what else
 * the change touches).
 */
export function useWorkspaceChange<Change, Answer>(
  workspaceId: number,
  send: (change: Change) => Promise<Answer>,
  alsoAfter?: (client: QueryClient, change: Change) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_: Answer, change: Change) =>
      Promise.all([invalidateWorkspace(client, workspaceId), alsoAfter?.(client, change)]),
  });
}
