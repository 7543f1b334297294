import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import type { GridColumn } from '@beacon/shared/ui';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useConfirmDelete } from './confirm-delete';

interface RowButtonProps {
  icon: ReactNode;
  /** Its accessible name, which names the row ('History of Spend watch'). */
  label: string;
  /** Its tooltip, where it has one ('History'). */
  title?: string;
  danger?: boolean;
  onClick: () => void;
}

/** A small icon button of a list's row. */
export const RowButton = ({ icon, label, title, danger, onClick }: RowButtonProps) => (
  <Button size="small" danger={danger} icon={icon} aria-label={label} title={title} onClick={onClick} />
);

/** History of the row named. */
export const HistoryButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <RowButton icon={<HistoryOutlined />} label={`History of ${name}`} title="History" onClick={onClick} />
);

interface DeleteProps {
  name: string;
  title?: string;
  /** Asked first ('Delete the alert Spend watch?'), with what goes with it. */
  question: string;
  consequence: string;
  onDelete: () => Promise<unknown>;
}

/** Delete of the row named, once the person has answered Delete to the question. */
export function DeleteButton({ name, title, question, consequence, onDelete }: DeleteProps) {
  const confirmDelete = useConfirmDelete();
  return (
    <RowButton
      icon={<DeleteOutlined />}
      label={`Delete ${name}`}
      title={title}
      danger
      onClick={() => confirmDelete(question, consequence, onDelete)}
    />
  );
}

/** The last column of a list whose rows can be acted on: its buttons, side by side; not searched, not in the CSV. */
export const actionsColumn = <Row,>(buttons: (row: Row) => ReactNode): GridColumn<Row> => ({
  key: 'actions',
  title: 'Actions',
  csv: false,
  searchable: false,
  render: (row) => <Space>{buttons(row)}</Space>,
});
