import { analyticsPost, analyticsPut } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';
import type { ManualConnectionFields } from './get-manual-connections';

/**
 * `POST .../manual-connections` (new) or `PUT .../manual-connections/{manualConnectionId}` (edit: name and
 * account; the source stays). One form saves both ways.
 */
export function useSaveManualConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: ManualConnectionFields }) =>
      id === undefined
        ? analyticsPost('/workspaces/{workspaceId}/manual-connections', { path: { workspaceId }, body: fields })
        : analyticsPut('/workspaces/{workspaceId}/manual-connections/{manualConnectionId}', {
            path: { workspaceId, manualConnectionId: id },
            body: { name: fields.name, accountId: fields.accountId },
          }),
    onSuccess: () => invalidateWorkspace(client, workspaceId),
  });
}
