import { loadStatusOf } from '@beacon/shared/api';
import { formatDateTime } from '@beacon/shared/format';
import { Modal, Table, Tag } from 'antd';
import { useAlertHistory } from './alert-rules-api';

interface Props {
  clientId: number;
  rule: { id: number; name: string } | null;
  onClose: () => void;
}

/** A rule's history: each time it began to hold (and told you) or stopped holding, with the figure in words. */
export function AlertHistoryDialog({ clientId, rule, onClose }: Props) {
  const history = useAlertHistory(clientId, rule?.id ?? null);
  return (
    <Modal open={rule !== null} title={`History: ${rule?.name ?? ''}`} footer={null} onCancel={onClose} width={760}>
      <Table
        size="small"
        rowKey="id"
        loading={loadStatusOf(history) === 'loading'}
        dataSource={history.data ?? []}
        locale={{ emptyText: 'It has not held yet' }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { key: 'at', title: 'When', render: (_, e) => formatDateTime(e.at) },
          {
            key: 'holds',
            title: 'Change',
            render: (_, e) => (
              <Tag color={e.holds ? 'warning' : 'default'}>{e.holds ? 'Began to hold' : 'Stopped'}</Tag>
            ),
          },
          { key: 'message', title: 'What it read', render: (_, e) => e.message },
          { key: 'webhook', title: 'Webhook', render: (_, e) => e.webhookResult ?? '—' },
        ]}
      />
    </Modal>
  );
}
