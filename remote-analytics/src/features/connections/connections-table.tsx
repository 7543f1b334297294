import { LoadFailed, useScrollRegion } from '@beacon/shared/ui';
import { NamedCell } from '../../ui/named-cell';
import { useConfirmDanger } from '../../ui/confirm-danger';
import { App, Button, Flex, Grid, Table, type TableColumnsType } from 'antd';
import { ConnectionStatusTag, LastSync } from './connection-status';
import { useDeleteConnection } from './delete-connection';
import type { Connection } from './get-connections';
import { usePurgeConnection } from './purge-connection';
import { useSyncConnection } from './sync-connection';
import type { UseQueryResult } from '@tanstack/react-query';

interface ConnectionsTableProps {
  workspaceId: number;
  connections: UseQueryResult<Connection[]>;
  /** A read-only role (REPORTING_ONLY, FRANCHISEE) sees the connections without their actions. */
  canChange: boolean;
  onChooseAccount: (connection: Connection) => void;
  onShowHistory: (connection: Connection) => void;
}

/**
 * The workspace's connections: status, account, last sync, the sync history; sync now, purge (confirmed), remove,
 * choose the account.
 */
export function ConnectionsTable(props: ConnectionsTableProps) {
  const { workspaceId, connections, canChange, onChooseAccount, onShowHistory } = props;
  const { message } = App.useApp();
  const confirmDanger = useConfirmDanger();
  const sync = useSyncConnection(workspaceId);
  const purge = usePurgeConnection(workspaceId);
  const remove = useDeleteConnection(workspaceId);
  // On a phone the row keeps its name, status, last sync and actions; the other columns return on wider screens.
  const wide = Grid.useBreakpoint().md ?? true;
  const region = useScrollRegion('Connections');

  const confirmPurge = (connection: Connection) =>
    confirmDanger(
      `Purge ${connection.name}?`,
      'Its sign-in and every figure it synced are deleted. The connection stays, as purged, so that it can be connected again.',
      'Purge',
      async () => {
        await purge.mutateAsync(connection.connectionId);
        void message.success(`${connection.name} was purged.`);
      },
    );
  const confirmRemove = (connection: Connection) =>
    confirmDanger(
      `Remove ${connection.name}?`,
      'Its sign-in and synced figures are deleted and it leaves this workspace.',
      'Remove',
      () => remove.mutateAsync(connection.connectionId),
    );
  const syncNow = async (connection: Connection) => {
    try {
      await sync.mutateAsync(connection.connectionId);
      void message.success(`${connection.name}: sync started. Its history shows how it went.`);
    } catch {
      // The API's message is shown by the shared error handling.
    }
  };

  const columns: TableColumnsType<Connection> = [
    {
      title: 'Connection',
      key: 'name',
      render: (_, c) => (
        <>
          <NamedCell name={c.name} detail={`${c.sourceName} · ${c.authType === 'oauth' ? 'signed in' : 'by hand'}`} />
          {!wide && (
            <Flex gap={4} align="baseline" wrap style={{ marginTop: 4 }}>
              <ConnectionStatusTag status={c.status} />
              <LastSync connection={c} />
            </Flex>
          )}
          {!wide && <div style={{ marginTop: 8 }}>{actionsOf(c)}</div>}
        </>
      ),
    },
    {
      title: 'Account',
      key: 'account',
      responsive: ['lg'],
      render: (_, c) => c.accountName ?? c.accountId ?? 'None chosen',
    },
    { title: 'Status', key: 'status', responsive: ['md'], render: (_, c) => <ConnectionStatusTag status={c.status} /> },
    { title: 'Last sync', key: 'lastSync', responsive: ['md'], render: (_, c) => <LastSync connection={c} /> },
  ];
  // The row's actions: a column from medium width; on a phone, under the connection's name (never cut off). A
  // read-only role sees the history only.
  const actionsOf = (c: Connection) => (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => onShowHistory(c)} aria-label={`Sync history of ${c.name}`}>
        History
      </Button>
      {canChange && c.status === 'connected' && c.accountId && (
        <Button
          size="small"
          type="primary"
          ghost
          loading={sync.isPending && sync.variables === c.connectionId}
          onClick={() => void syncNow(c)}
          aria-label={`Sync now: ${c.name}`}
        >
          Sync now
        </Button>
      )}
      {canChange && c.authType === 'oauth' && c.status !== 'purged' && (
        <Button size="small" onClick={() => onChooseAccount(c)} aria-label={`Choose the account of ${c.name}`}>
          Account
        </Button>
      )}
      {canChange && c.status !== 'purged' && (
        <Button size="small" danger onClick={() => confirmPurge(c)} aria-label={`Purge ${c.name}`}>
          Purge
        </Button>
      )}
      {canChange && (
        <Button size="small" type="text" danger onClick={() => confirmRemove(c)} aria-label={`Remove ${c.name}`}>
          Remove
        </Button>
      )}
    </Flex>
  );
  const actions: TableColumnsType<Connection> = [
    { title: canChange ? 'Actions' : 'History', key: 'actions', responsive: ['md'], render: (_, c) => actionsOf(c) },
  ];

  if (connections.isError)
    return <LoadFailed title="The connections could not be loaded" onRetry={() => void connections.refetch()} />;
  return (
    <Table
      ref={region}
      rowKey="connectionId"
      size="middle"
      columns={[...columns, ...actions]}
      dataSource={connections.data}
      loading={connections.isPending}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: 'No Connections' }}
    />
  );
}
