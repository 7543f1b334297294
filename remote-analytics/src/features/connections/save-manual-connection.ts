import { analyticsPost, analyticsPut } from '@beacon/shared/analytics-api';
import { useWorkspaceChange } from './invalidate-workspace';
import type { ManualConnectionFields } from './get-manual-connections';

/**
 * `POST .../manual-connections` (new) or `PUT .../manual-connections/{manualConnectionId}` (edit: name and
 * account; the source stays). One form saves both ways.
 */
export function useSaveManualConnection(workspaceId: number) {
  return useWorkspaceChange(workspaceId, ({ id, fields }: { id?: number; fields: ManualConnectionFields }) =>
    id === undefined
      ? analyticsPost('/workspaces/{workspaceId}/manual-connections', { path: { workspaceId }, body: fields })
      : analyticsPut('/workspaces/{workspaceId}/manual-connections/{manualConnectionId}', {
          path: { workspaceId, manualConnectionId: id },
          body: { name: fields.name, accountId: fields.accountId },
        }),
  );
}
