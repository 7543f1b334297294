import { useMemo } from 'react';
import { DIMENSION_UNITS } from '@beacon/shared/api';
import { dimensionText } from '@beacon/shared/format';
import { DataGrid, type GridColumn } from '@beacon/shared/ui';
import { Typography } from 'antd';
import type { Breakdown, Catalogue } from '../../api/catalogue';
import { figureColumn, groupingColumn } from '../../ui/figure-column';
import type { ResultRow } from './run-campaign-report';

/**
 * A breakdown's columns. Its first grouping leads; the other named groupings (a budget group's platform) fold
 * under it as a second line, searched and exported as columns of their own, so that the figures fit a laptop's
 * width without scrolling sideways.
 */
export function breakdownColumns(b: Breakdown, catalogue: Catalogue | undefined): GridColumn<ResultRow>[] {
  const metricLabel = (key: string) => catalogue?.metrics.find((m) => m.key === key)?.label ?? key;
  const [lead, ...others] = b.dimensions;
  // A grouping that is a figure (a budget group's budget) keeps a column of its own; the others fold.
  const isFigure = (key: string) => key in DIMENSION_UNITS;
  const folded = others.filter((d) => !isFigure(d.key));
  const leadColumn = lead && groupingColumn<ResultRow>(lead.key, lead.label);
  return [
    ...(leadColumn
      ? [
          folded.length === 0
            ? leadColumn
            : {
                ...leadColumn,
                render: (row: ResultRow) => (
                  <>
                    {leadColumn.text?.(row)}
                    {folded.map((d) => (
                      <Typography.Text key={d.key} type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {dimensionText(d.key, row[d.key])}
                      </Typography.Text>
                    ))}
                  </>
                ),
              },
        ]
      : []),
    ...others.map((d) =>
      isFigure(d.key)
        ? groupingColumn<ResultRow>(d.key, d.label)
        : { ...groupingColumn<ResultRow>(d.key, d.label), exportOnly: true },
    ),
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
