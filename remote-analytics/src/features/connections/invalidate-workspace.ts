import { analyticsKey } from '@beacon/shared/analytics-api';
import type { QueryClient } from '@tanstack/react-query';

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
