import { formatDateTime } from '@beacon/shared/format';
import { Tag } from 'antd';
import { HistoryDialog } from '../../ui/history-dialog';
import { useScheduleHistory } from './get-schedule-history';

interface Props {
  clientId: number;
  advertiserId: number;
  schedule: { id: number; name: string } | null;
  onClose: () => void;
}

/** A schedule's runs: when, to whom, and whether it was delivered. */
export function ScheduleHistoryDialog({ clientId, advertiserId, schedule, onClose }: Props) {
  return (
    <HistoryDialog
      of={schedule}
      history={useScheduleHistory(clientId, advertiserId, schedule?.id ?? null)}
      emptyText="Not run yet"
      width={720}
      onClose={onClose}
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
  );
}
