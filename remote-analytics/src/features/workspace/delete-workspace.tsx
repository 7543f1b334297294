import { DeleteOutlined } from '@ant-design/icons';
import { analyticsDelete } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useConfirmDanger } from '../../ui/confirm-danger';
import type { Workspace } from './ensure-workspace';

/** `DELETE /workspaces/{workspaceId}`: the workspace goes with its connections, their sign-ins and its dashboards. */
function useDeleteWorkspace(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => analyticsDelete('/workspaces/{workspaceId}', { path: { workspaceId } }),
    // Everything the analytics pages read came from it; the page then opens an empty workspace in its place.
    onSuccess: () => client.invalidateQueries({ queryKey: ['analytics'] }),
  });
}

/** Delete workspace, asked first: the server records who deleted which (Activity in Administration). */
export function DeleteWorkspaceButton({ workspace }: { workspace: Workspace }) {
  const { message } = App.useApp();
  const confirmDanger = useConfirmDanger();
  const remove = useDeleteWorkspace(workspace.id);
  const confirm = () =>
    confirmDanger(
      `Delete ${workspace.name}?`,
      'Its connections with their sign-ins and synced figures, and its dashboards, are deleted for everyone. An empty workspace takes its place.',
      'Delete workspace',
      async () => {
        await remove.mutateAsync();
        void message.success(`${workspace.name} was deleted.`);
      },
    );
  return (
    <Button danger icon={<DeleteOutlined />} onClick={confirm}>
      Delete workspace
    </Button>
  );
}
