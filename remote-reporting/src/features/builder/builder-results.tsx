import { DataGrid, type GridColumn } from '@beacon/shared';
import { useMemo } from 'react';
import { columnLabel } from './builder-form';
import type { BuilderResult } from './run-builder-query';

type Row = BuilderResult['rows'][number];

/** The builder's table: the shown columns, searchable, sortable, exported to CSV. */
export function BuilderResults({
  result,
  status,
  onRetry,
}: {
  result: BuilderResult | undefined;
  status: 'idle' | 'loading' | 'success' | 'error';
  onRetry: () => void;
}) {
  const columns = useMemo<GridColumn<Row>[]>(
    () =>
      (result?.columns ?? []).map((c) => ({
        key: c,
        title: columnLabel(c),
        text: (row) =>
          typeof row[c] === 'number'
            ? Number(row[c]).toLocaleString('en-US', { maximumFractionDigits: 4 })
            : String(row[c] ?? ''),
        csv: (row) => row[c],
        compare: (a, b) =>
          typeof a[c] === 'number' ? Number(a[c]) - Number(b[c]) : String(a[c] ?? '').localeCompare(String(b[c] ?? '')),
        align: typeof result?.rows[0]?.[c] === 'number' ? 'right' : undefined,
      })),
    [result],
  );
  return (
    <DataGrid<Row>
      rows={result?.rows}
      columns={columns}
      rowKey={(row) => JSON.stringify(row)}
      status={status === 'idle' ? 'success' : status}
      onRetry={onRetry}
      noun={{ one: 'row', other: 'rows' }}
      emptyTitle={status === 'idle' ? 'Choose columns and Run' : 'No delivery for these columns'}
      csvFileName="builder-report"
    />
  );
}
