import { analyticsDelete } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';

/** `DELETE .../manual-connections/{id}`: a connection linked to it loses its account and reads as error. */
export function useDeleteManualConnection(workspaceId: number) {
  return useWorkspaceChange(workspaceId, (manualConnectionId: number) =>
    analyticsDelete('/workspaces/{workspaceId}/manual-connections/{manualConnectionId}', {
      path: { workspaceId, manualConnectionId },
    }),
  );
}
