import { useMemo } from 'react';
import { DataGrid, type GridColumn } from '@beacon/shared';
import type { Breakdown, Catalogue } from '../../api/catalogue';
import { figureColumn, groupingColumn } from '../../ui/figure-column';
import type { ResultRow } from './run-campaign-report';

export function breakdownColumns(b: Breakdown, catalogue: Catalogue | undefined): GridColumn<ResultRow>[] {
  const metricLabel = (key: string) => catalogue?.metrics.find((m) => m.key === key)?.label ?? key;
  return [
    ...b.dimensions.map((d) => groupingColumn<ResultRow>(d.key, d.label)),
    ...b.metrics.map((m) => figureColumn<ResultRow>(m, metricLabel(m))),
  ];
}

type Status = 'loading' | 'success' | 'error' | 'idle';

/** One breakdown of the catalogue as a grid: searchable, sortable, exported to CSV (UTF-8 BOM). */
export function BreakdownGrid({
  breakdown,
  catalogue,
  rows,
  status,
  fileName,
}: {
  breakdown: Breakdown;
  catalogue: Catalogue | undefined;
  rows: ResultRow[];
  status: Status;
  fileName: string;
}) {
  const columns = useMemo(() => breakdownColumns(breakdown, catalogue), [breakdown, catalogue]);
  return (
    <DataGrid<ResultRow>
      rows={rows}
      columns={columns}
      rowKey={(row) => breakdown.dimensions.map((d) => String(row[d.key] ?? '')).join('|')}
      status={status}
      noun={{ one: breakdown.noun, other: `${breakdown.noun}s` }}
      emptyTitle="No delivery in this period"
      csvFileName={fileName}
    />
  );
}
