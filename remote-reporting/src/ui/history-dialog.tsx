import { loadStatusOf } from '@beacon/shared/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { Modal, Table, type TableColumnsType } from 'antd';

interface Props<Event> {
  /** Whose history is open ('History: Spend watch'); null when none is. */
  of: { name: string } | null;
  history: UseQueryResult<Event[]>;
  columns: TableColumnsType<Event>;
  /** What an empty history says ('Not run yet'). */
  emptyText: string;
  width: number;
  onClose: () => void;
}

/** The history of one row of a list (an alert's changes, a schedule's runs), newest first, ten at a time. */
export function HistoryDialog<Event extends { id: number }>({
  of,
  history,
  columns,
  emptyText,
  width,
  onClose,
}: Props<Event>) {
  return (
    <Modal open={of !== null} title={`History: ${of?.name ?? ''}`} footer={null} onCancel={onClose} width={width}>
      <Table<Event>
        size="small"
        rowKey="id"
        loading={loadStatusOf(history) === 'loading'}
        dataSource={history.data ?? []}
        locale={{ emptyText }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={columns}
      />
    </Modal>
  );
}
