import { formatInteger } from '@beacon/shared/format';
import { DataGrid, type GridColumn } from '@beacon/shared/ui';
import { Flex, Typography } from 'antd';
import type { Import } from './get-imports';
import { countOf } from './import-words';

type RowError = Import['errors'][number];

const COLUMNS: GridColumn<RowError>[] = [
  { key: 'row', title: 'Row', text: (e) => formatInteger(e.row), csv: (e) => e.row, compare: (a, b) => a.row - b.row },
  { key: 'column', title: 'Column', text: (e) => e.column || 'The whole row' },
  { key: 'message', title: 'Reason', text: (e) => e.message },
];
const NOUN = { one: 'error', other: 'errors' };

/**
 * The rows Beacon could not read, each with its row number in the file, its column and why: searchable and
 * exportable, to correct the file from. The server lists the first 200.
 */
export function ImportErrorsTable({ item }: { item: Import }) {
  const more = item.rowsRejected > item.errors.length;
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        {countOf(item.rowsRejected, 'row')} {item.rowsRejected === 1 ? 'has' : 'have'} errors.
        {more && ` The first ${formatInteger(item.errors.length)} are listed.`}
      </Typography.Text>
      <DataGrid<RowError>
        rows={item.errors}
        columns={COLUMNS}
        rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
        status="success"
        noun={NOUN}
        emptyTitle="No Errors"
        csvFileName={`import-${item.id}-errors`}
      />
    </Flex>
  );
}
