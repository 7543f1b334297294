import { formatDateTime, formatInteger } from '@beacon/shared/format';
import { byDate, byNumber, numberColumn, type GridColumn } from '@beacon/shared/ui';
import { CellDetail } from '../../ui/named-cell';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Import } from './get-imports';
import { ImportStatusTag } from './import-status-tag';
import { statusWords } from './import-words';

/**
 * The history's columns: the file (the row's heading on a phone), when, who, format, rows, errors, status, and the
 * row's actions (open its errors, undo it), drawn by the history itself.
 */
export function importHistoryColumns(actions: (item: Import) => ReactNode): GridColumn<Import>[] {
  return [
    {
      key: 'file',
      title: 'File',
      text: (i) => i.fileName,
      render: (i) => <Typography.Text strong>{i.fileName}</Typography.Text>,
      compare: (a, b) => a.fileName.localeCompare(b.fileName),
    },
    {
      key: 'when',
      title: 'When',
      text: (i) => formatDateTime(i.createdAt),
      compare: byDate((i) => i.createdAt),
      from: 'md',
    },
    { key: 'who', title: 'Who', text: (i) => i.createdBy, from: 'lg' },
    { key: 'format', title: 'Format', text: (i) => i.formatLabel ?? 'Not recognised', from: 'lg' },
    {
      key: 'rows',
      title: 'Rows',
      text: (i) => `${formatInteger(i.rowsAccepted)} of ${formatInteger(i.rowsRead)}`,
      csv: (i) => i.rowsAccepted,
      csvTitle: 'Rows imported',
      compare: byNumber((i) => i.rowsAccepted),
      align: 'right',
    },
    // The history's search reads its counts too.
    numberColumn('rowsRead', 'Rows read', (i) => i.rowsRead, formatInteger, { searchable: true, exportOnly: true }),
    numberColumn('errors', 'Errors', (i) => i.rowsRejected, formatInteger, { searchable: true }),
    {
      key: 'status',
      title: 'Status',
      text: (i) => statusWords(i),
      render: (i) => (
        <>
          <ImportStatusTag item={i} />
          {i.status === 'undone' && i.undoneBy && (
            <CellDetail>
              by {i.undoneBy}, {formatDateTime(i.undoneAt)}
            </CellDetail>
          )}
        </>
      ),
    },
    { key: 'actions', title: 'Actions', render: actions, csv: false },
  ];
}
