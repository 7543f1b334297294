import { loadStatusOf } from '@beacon/shared/api';
import { formatDateTime } from '@beacon/shared/format';
import { Modal, Table, Tag } from 'antd';
import { useScheduleHistory } from './get-schedule-history';

interface Props {
  clientId: number;
  advertiserId: number;
  schedule: { id: number; name: string } | null;
  onClose: () => void;
}

/** A schedule's runs: when, to whom, and whether it was delivered. */
export function HistoryDialog({ clientId, advertiserId, schedule, onClose }: Props) {
  const history = useScheduleHistory(clientId, advertiserId, schedule?.id ?? null);
  return (
    <Modal
      open={schedule !== null}
      title={`History: ${schedule?.name ?? ''}`}
      footer={null}
      onCancel={onClose}
      width={720}
    >
      <Table
        size="small"
        rowKey="id"
        loading={loadStatusOf(history) === 'loading'}
        dataSource={history.data ?? []}
        locale={{ emptyText: 'Not run yet' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { key: 'ranAt', title: 'When', render: (_, run) => formatDateTime(run.ranAt) },
          { key: 'to', title: 'To', render: (_, run) => run.recipients.join(', ') || '—' },
          {
            key: 'status',
            title: 'Status',
            render: (_, run) => (
              <Tag color={run.status === 'SUCCESS' ? 'success' : 'error'}>
                {run.status === 'SUCCESS' ? 'Delivered' : 'Failed'}
              </Tag>
            ),
          },
          {
            key: 'message',
            title: 'Details',
            render: (_, run) => [run.format, run.message].filter(Boolean).join(' · '),
          },
        ]}
      />
    </Modal>
  );
}
