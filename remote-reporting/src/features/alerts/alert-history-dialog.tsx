import { formatDateTime } from '@beacon/shared/format';
import { Tag } from 'antd';
import { HistoryDialog } from '../../ui/history-dialog';
import { useAlertHistory } from './alert-rules-api';

interface Props {
  clientId: number;
  rule: { id: number; name: string } | null;
  onClose: () => void;
}

/** A rule's history: each time it began to hold (and told you) or stopped holding, with the figure in words. */
export function AlertHistoryDialog({ clientId, rule, onClose }: Props) {
  return (
    <HistoryDialog
      of={rule}
      history={useAlertHistory(clientId, rule?.id ?? null)}
      emptyText="It has not held yet"
      width={760}
      onClose={onClose}
      columns={[
        { key: 'at', title: 'When', render: (_, e) => formatDateTime(e.at) },
        {
          key: 'holds',
          title: 'Change',
          render: (_, e) => <Tag color={e.holds ? 'warning' : 'default'}>{e.holds ? 'Began to hold' : 'Stopped'}</Tag>,
        },
        { key: 'message', title: 'What it read', render: (_, e) => e.message },
        { key: 'webhook', title: 'Webhook', render: (_, e) => e.webhookResult ?? '—' },
      ]}
    />
  );
}
