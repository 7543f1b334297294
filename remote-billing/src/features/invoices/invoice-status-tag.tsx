import { CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

const LOOK: Record<string, { color: string; icon: React.ReactNode }> = {
  Overdue: { color: 'error', icon: <ExclamationCircleOutlined /> },
  Open: { color: 'processing', icon: <ClockCircleOutlined /> },
  Paid: { color: 'success', icon: <CheckCircleOutlined /> },
};

/** An invoice's status: colour and icon together, so it reads without colour too. */
export function InvoiceStatusTag({ status }: { status: string }) {
  const look = LOOK[status];
  return (
    <Tag color={look?.color ?? 'default'} icon={look?.icon} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {status}
    </Tag>
  );
}
