import { DataGrid, type GridColumn } from '@beacon/shared/ui';
import { useMemo } from 'react';
import { columnOf, useCatalogue } from '../../api/catalogue';
import { catalogueColumn } from '../../ui/figure-column';
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
  const catalogue = useCatalogue();
  const columns = useMemo<GridColumn<Row>[]>(
    () =>
      // Each column as the semantic layer declares it: its label, its unit's format, CSV numbers with the unit.
      (result?.columns ?? []).map((c) => catalogueColumn<Row>(c, columnOf(catalogue.data, c).label)),
    [result, catalogue.data],
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
