import { SALESFORCE_STAGES, type SalesforceStage } from '@beacon/shared/api';
import { formatDate, formatDateTime, formatInteger } from '@beacon/shared/format';
import { LoadFailed } from '@beacon/shared/ui';
import { Alert, Flex, Modal, Select, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { AdGroupsNotPlaced } from './ad-groups-not-placed';
import type { Connection } from './get-connections';
import { useConnectionMappings, useMapRecord, type ConnectorMapping } from './get-mappings';
import { useConnectionSyncs, type ConnectorSync } from './get-syncs';

const STATUS: Record<ConnectorSync['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  done: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const when = (at: string | null) => (at ? formatDateTime(at) : '–');

const columns: TableColumnsType<ConnectorSync> = [
  {
    title: 'Days read',
    key: 'window',
    render: (_, s) => `${formatDate(s.from)} to ${formatDate(s.to)}`,
  },
  {
    title: 'Status',
    key: 'status',
    render: (_, s) => <Tag color={STATUS[s.status].color}>{STATUS[s.status].label}</Tag>,
  },
  { title: 'Started', key: 'started', responsive: ['md'], render: (_, s) => when(s.startedAt) },
  { title: 'Finished', key: 'finished', responsive: ['md'], render: (_, s) => when(s.finishedAt) },
  { title: 'Rows', key: 'rows', align: 'right', render: (_, s) => formatInteger(s.rows) },
  { title: 'Days', key: 'days', align: 'right', responsive: ['sm'], render: (_, s) => formatInteger(s.days) },
  {
    title: 'Not placed',
    key: 'unmatched',
    align: 'right',
    responsive: ['sm'],
    render: (_, s) => formatInteger(s.unmatchedCount),
  },
  {
    title: 'Error',
    key: 'error',
    render: (_, s) => (s.error ? <Typography.Text type="danger">{s.error}</Typography.Text> : null),
  },
];

/**
 * The vendor's records that stand for advertisers (a QuickBooks customer, a Salesforce account), as this
 * advertiser's workspace maps them: each one stands for this advertiser or not, set once by a person.
 */
function Records(props: {
  workspaceId: number;
  connection: Connection;
  advertiserName: string;
  advertiserId: number;
  canChange: boolean;
}) {
  const { workspaceId, connection, advertiserName, advertiserId, canChange } = props;
  const mappings = useConnectionMappings(workspaceId, connection.connectionId);
  const map = useMapRecord(workspaceId, connection.connectionId);
  if (mappings.isError)
    return <LoadFailed title="The records could not be loaded" onRetry={() => void mappings.refetch()} />;
  if (!mappings.data?.length) return null;
  const waiting = mappings.data.filter((m) => (m.kind === 'stage' ? m.means : m.advertiserId) === null).length;
  return (
    <section aria-label={`Records of ${connection.sourceName}`}>
      <Typography.Title level={5}>Records of {connection.sourceName}</Typography.Title>
      <Typography.Paragraph type="secondary">
        Only what a record mapped to {advertiserName} holds is written here; nothing is matched by a guess.
        {waiting > 0 && ` ${waiting} waiting for a person to map.`}
      </Typography.Paragraph>
      <Table<ConnectorMapping>
        rowKey={(m) => `${m.kind} ${m.externalId}`}
        size="small"
        pagination={false}
        dataSource={mappings.data}
        columns={[
          {
            title: 'Record',
            key: 'name',
            render: (_, m) => (m.kind === 'stage' ? `Stage ${m.externalName}` : `${m.externalName} (${m.externalId})`),
          },
          {
            title: `Stands for ${advertiserName}`,
            key: 'mapped',
            render: (_, m) =>
              m.kind === 'stage' ? (
                <StageMeaning mapping={m} canChange={canChange} map={map} />
              ) : (
                <Flex gap={8} align="center" wrap>
                  <Switch
                    checked={m.advertiserId === advertiserId}
                    disabled={!canChange || (m.advertiserId !== null && m.advertiserId !== advertiserId)}
                    loading={map.isPending && map.variables?.externalId === m.externalId}
                    aria-label={`${m.externalName} stands for ${advertiserName}`}
                    onChange={(on) =>
                      map.mutate({ kind: m.kind, externalId: m.externalId, advertiserId: on ? advertiserId : null })
                    }
                  />
                  {m.advertiserId !== null && m.advertiserId !== advertiserId && (
                    <Typography.Text type="secondary">Mapped to {m.advertiserName}</Typography.Text>
                  )}
                </Flex>
              ),
          },
        ]}
      />
    </section>
  );
}

/** What an organisation's own CRM stage means: one of the standard stages, chosen once by a person. */
function StageMeaning(props: { mapping: ConnectorMapping; canChange: boolean; map: ReturnType<typeof useMapRecord> }) {
  const { mapping, canChange, map } = props;
  return (
    <Select<SalesforceStage>
      aria-label={`What stage ${mapping.externalName} means`}
      placeholder="Means…"
      virtual={false}
      value={(mapping.means as SalesforceStage | null) ?? undefined}
      disabled={!canChange}
      loading={map.isPending && map.variables?.externalId === mapping.externalId}
      style={{ minWidth: 220 }}
      options={SALESFORCE_STAGES.map((stage) => ({ value: stage, label: `Means ${stage}` }))}
      onChange={(means) => map.mutate({ kind: 'stage', externalId: mapping.externalId, means })}
    />
  );
}

/** A connection's sync history: each sync's days, outcome, rows and error, and what waits for a person to map. */
export function SyncHistory(props: {
  workspaceId: number;
  connection: Connection;
  advertiserId: number;
  advertiserName: string;
  canChange: boolean;
  onClose: () => void;
}) {
  const { workspaceId, connection, onClose } = props;
  const syncs = useConnectionSyncs(workspaceId, connection.connectionId);
  // What the newest completed sync could not place (a failed one wrote nothing, so placed nothing either).
  const newest = syncs.data?.find((s) => s.status === 'done');
  return (
    <Modal open title={`Sync history of ${connection.name}`} footer={null} onCancel={onClose} width={880}>
      <Flex vertical gap={16}>
        {syncs.isError ? (
          <LoadFailed title="The sync history could not be loaded" onRetry={() => void syncs.refetch()} />
        ) : (
          <Table
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={syncs.data}
            loading={syncs.isPending}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: 'No syncs yet' }}
          />
        )}
        {connection.status === 'expired' && (
          <Alert type="warning" showIcon title="Sign in again to this source: its syncs have stopped." />
        )}
        {newest && (
          <AdGroupsNotPlaced
            workspaceId={workspaceId}
            connection={connection}
            sync={newest}
            canChange={props.canChange}
          />
        )}
        <Records {...props} />
      </Flex>
    </Modal>
  );
}
