import { DeleteOutlined } from '@ant-design/icons';
import { analyticsDelete } from '@beacon/shared/analytics-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
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
  const { modal, message } = App.useApp();
  const remove = useDeleteWorkspace(workspace.id);
  const confirm = () =>
    modal.confirm({
      title: `Delete ${workspace.name}?`,
      content:
        'Its connections with their sign-ins and synced figures, and its dashboards, are deleted for everyone. An empty workspace takes its place.',
      okText: 'Delete workspace',
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync();
        void message.success(`${workspace.name} was deleted.`);
      },
    });
  return (
    <Button danger icon={<DeleteOutlined />} onClick={confirm}>
      Delete workspace
    </Button>
  );
}
