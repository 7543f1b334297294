import { Table } from 'antd';
import { secretColumns } from '../../ui/secret-columns';
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
        ...secretColumns<ApiKey>({ prefixTitle: 'Key', revokeLabel: (k) => `Revoke ${k.name}`, onRevoke }),
      ]}
    />
  );
}
