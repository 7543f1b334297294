import { Alert, Table, Tag } from 'antd';
import type { RemoteChecks } from './get-remote-checks';

/** Each remote in service: its version, whether its manifest answers, and how fast. */
export function RemoteChecksPanel({ checks, loading }: { checks: RemoteChecks | undefined; loading: boolean }) {
  if (checks?.problem) return <Alert type="error" showIcon title={checks.problem} />;
  return (
    <Table
      aria-label="Remotes"
      size="small"
      rowKey="name"
      loading={loading}
      pagination={false}
      dataSource={checks?.remotes}
      columns={[
        { title: 'Remote', dataIndex: 'name', key: 'name' },
        { title: 'Version', dataIndex: 'version', key: 'version', responsive: ['md'] },
        {
          title: 'Manifest',
          key: 'ok',
          render: (_, r) => (r.ok ? <Tag color="green">Answers</Tag> : <Tag color="red">{r.problem}</Tag>),
        },
        { title: 'Time', key: 'ms', render: (_, r) => (r.milliseconds === null ? '' : `${r.milliseconds} ms`) },
      ]}
    />
  );
}
