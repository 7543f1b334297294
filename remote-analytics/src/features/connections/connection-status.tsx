import { formatDateTime } from '@beacon/shared/format';
import { Tag, Typography } from 'antd';
import type { Connection } from './get-connections';

const STATUS: Record<Connection['status'], { label: string; color: string }> = {
  connected: { label: 'Connected', color: 'success' },
  expired: { label: 'Expired', color: 'warning' },
  error: { label: 'Error', color: 'error' },
  purged: { label: 'Purged', color: 'default' },
};

export function ConnectionStatusTag({ status }: { status: Connection['status'] }) {
  const { label, color } = STATUS[status];
  return <Tag color={color}>{label}</Tag>;
}

/** When the source was last read, and what went wrong if something did. */
export function LastSync({ connection }: { connection: Connection }) {
  return (
    <>
      <Typography.Text>
        {connection.lastSyncAt ? formatDateTime(connection.lastSyncAt) : 'Never synced'}
      </Typography.Text>
      {connection.lastError && (
        <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
          {connection.lastError}
        </Typography.Text>
      )}
    </>
  );
}
