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
      locale={{ emptyText: 'No API keys yet' }}
      columns={[
        { title: 'Name', dataIndex: 'name', key: 'name' },
        { title: 'Client', key: 'client', render: (_, k) => k.clientName ?? 'All clients' },
        {
          // On a phone: the name, its client, its status and Revoke; the rest from a tablet's width up, so that
          // nothing scrolls sideways.
          title: 'Key',
          key: 'prefix',
          responsive: ['md'],
          render: (_, k) => <Typography.Text code>{`${k.prefix}…`}</Typography.Text>,
        },
        {
          title: 'Created',
          key: 'created',
          responsive: ['lg'],
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
          responsive: ['md'],
          render: (_, k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, k) =>
            k.revokedAt ? (
              <Tag color="default" style={{ whiteSpace: 'normal' }}>
                Revoked {formatDateTime(k.revokedAt)}
              </Tag>
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
