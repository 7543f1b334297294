import { analyticsDelete } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';

/** `DELETE .../manual-connections/{id}`: a connection linked to it loses its account and reads as error. */
export function useDeleteManualConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (manualConnectionId: number) =>
      analyticsDelete('/workspaces/{workspaceId}/manual-connections/{manualConnectionId}', {
        path: { workspaceId, manualConnectionId },
      }),
    onSuccess: () => invalidateWorkspace(client, workspaceId),
  });
}
