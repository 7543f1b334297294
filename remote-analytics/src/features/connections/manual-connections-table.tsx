import { PlusOutlined } from '@ant-design/icons';
import { LoadFailed, useDialogState, useScrollRegion } from '@beacon/shared/ui';
import { Button, Flex, Grid, Table, Tag, type TableColumnsType } from 'antd';
import { useConfirmDanger } from '../../ui/confirm-danger';
import { useDeleteManualConnection } from './delete-manual-connection';
import { useManualConnections, type ManualConnection } from './get-manual-connections';
import { useLinkManualConnection } from './link-manual-connection';
import { ManualConnectionForm } from './manual-connection-form';

/**
 * Accounts typed by hand: add, edit, delete (confirmed), and link an unlinked one as a connection; a read-only
 * role (REPORTING_ONLY, FRANCHISEE) sees the list only.
 */
export function ManualConnectionsTable({ workspaceId, canChange }: { workspaceId: number; canChange: boolean }) {
  const confirmDanger = useConfirmDanger();
  const manual = useManualConnections(workspaceId);
  const link = useLinkManualConnection(workspaceId);
  const remove = useDeleteManualConnection(workspaceId);
  // Mounted only while open: the button that opened the form gets the focus back when it closes.
  const [form, setForm] = useDialogState<{ editing: ManualConnection | null }>();
  const wide = Grid.useBreakpoint().md ?? true;
  const region = useScrollRegion('Manual connections');

  const confirmDelete = (m: ManualConnection) =>
    confirmDanger(
      `Delete ${m.name}?`,
      m.linkedConnectionId
        ? 'The connection linked to it loses its account and reads as error.'
        : 'It is not linked to any connection.',
      'Delete',
      () => remove.mutateAsync(m.id),
    );

  const columns: TableColumnsType<ManualConnection> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, m) => (
        <>
          {m.name}
          {!wide && canChange && <div style={{ marginTop: 8 }}>{actionsOf(m)}</div>}
        </>
      ),
    },
    { title: 'Source', dataIndex: 'sourceName', responsive: ['lg'] },
    { title: 'Account ID', dataIndex: 'accountId', responsive: ['md'] },
    {
      title: 'Linked',
      key: 'linked',
      responsive: ['sm'],
      render: (_, m) => (m.linkedConnectionId ? <Tag color="blue">Linked</Tag> : <Tag>Unlinked</Tag>),
    },
  ];
  // The row's actions: a column from medium width; on a phone, under the name (never cut off).
  const actionsOf = (m: ManualConnection) => (
    <Flex gap={4} wrap>
      {!m.linkedConnectionId && (
        <Button
          size="small"
          type="primary"
          ghost
          loading={link.isPending && link.variables === m.id}
          onClick={() => link.mutate(m.id)}
          aria-label={`Link ${m.name}`}
        >
          Link
        </Button>
      )}
      <Button size="small" onClick={() => setForm({ editing: m })} aria-label={`Edit ${m.name}`}>
        Edit
      </Button>
      <Button size="small" type="text" danger onClick={() => confirmDelete(m)} aria-label={`Delete ${m.name}`}>
        Delete
      </Button>
    </Flex>
  );
  const actions: TableColumnsType<ManualConnection> = [
    { title: 'Actions', key: 'actions', responsive: ['md'], render: (_, m) => actionsOf(m) },
  ];

  return (
    <Flex vertical gap={12}>
      {canChange && (
        <Flex justify="flex-end">
          <Button icon={<PlusOutlined />} onClick={() => setForm({ editing: null })}>
            Add manual connection
          </Button>
        </Flex>
      )}
      {manual.isError ? (
        <LoadFailed title="The manual connections could not be loaded" onRetry={() => void manual.refetch()} />
      ) : (
        <Table
          ref={region}
          rowKey="id"
          size="middle"
          columns={canChange ? [...columns, ...actions] : columns}
          dataSource={manual.data}
          loading={manual.isPending}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: 'No Manual Connections' }}
        />
      )}
      {form && <ManualConnectionForm workspaceId={workspaceId} editing={form.editing} onClose={() => setForm(null)} />}
    </Flex>
  );
}
