import { formatDateTime } from '@beacon/shared/format';
import { Button, Table, Tag, Typography } from 'antd';
import type { ApiKey } from './get-api-keys';

/** The agency's keys: what each is for, whose, when it was last used, and Revoke for those in service. */
export function ApiKeysTable({
  keys,
  loading,
  onRevoke,
}: {
  keys: ApiKey[] | undefined;
  loading: boolean;
  onRevoke: (key: ApiKey) => void;
}) {
  return (
    <Table<ApiKey>
      aria-label="API keys"
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={keys}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No API keys yet' }}
      columns={[
        { title: 'Name', dataIndex: 'name', key: 'name' },
        { title: 'Client', key: 'client', render: (_, k) => k.clientName ?? 'All clients' },
        {
          title: 'Key',
          key: 'prefix',
          render: (_, k) => <Typography.Text code>{`${k.prefix}…`}</Typography.Text>,
        },
        {
          title: 'Created',
          key: 'created',
          render: (_, k) => (
            <span>
              {formatDateTime(k.createdAt)}
              <Typography.Text type="secondary"> by {k.createdBy}</Typography.Text>
            </span>
          ),
        },
        {
          title: 'Last used',
          key: 'lastUsed',
          render: (_, k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, k) =>
            k.revokedAt ? (
              <Tag color="default">Revoked {formatDateTime(k.revokedAt)}</Tag>
            ) : (
              <Tag color="green">Active</Tag>
            ),
        },
        {
          title: 'Actions',
          key: 'actions',
          render: (_, k) =>
            k.revokedAt ? null : (
              <Button danger type="link" onClick={() => onRevoke(k)} aria-label={`Revoke ${k.name}`}>
                Revoke
              </Button>
            ),
        },
      ]}
    />
  );
}
