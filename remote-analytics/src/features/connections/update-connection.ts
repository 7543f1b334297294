import { analyticsPut, type AnalyticsBody } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspace } from './invalidate-workspace';

type Changes = AnalyticsBody<'/workspaces/{workspaceId}/connections/{connectionId}', 'put'>;

/** `PUT .../connections/{connectionId}`: choose the account at the source, rename, or sync again. */
export function useUpdateConnection(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, changes }: { connectionId: string; changes: Changes }) =>
      analyticsPut('/workspaces/{workspaceId}/connections/{connectionId}', {
        path: { workspaceId, connectionId },
        body: changes,
      }),
    onSuccess: () => invalidateWorkspace(client, workspaceId),
  });
}
