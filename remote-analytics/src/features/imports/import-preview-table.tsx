import { formatDate, formatFigure, formatInteger, NO_FIGURE, platformLabel } from '@beacon/shared/format';
import { DataGrid, type GridColumn } from '@beacon/shared/ui';
import { NamedCell } from '../../ui/named-cell';
import type { Import } from './get-imports';

type PreviewRow = Import['preview'][number];

const figure = (key: 'impressions' | 'clicks' | 'conversions', title: string): GridColumn<PreviewRow> => ({
  key,
  title,
  text: (r) => formatFigure(r[key], 'count'),
  csv: (r) => r[key],
  compare: (a, b) => a[key] - b[key],
  align: 'right',
});

const COLUMNS: GridColumn<PreviewRow>[] = [
  {
    key: 'lineItem',
    title: 'Line item',
    text: (r) => `${r.lineItemName} ${r.platformLineItemId}`,
    render: (r) => (
      <NamedCell name={r.lineItemName} detail={`${platformLabel(r.platform)} · ${r.platformLineItemId}`} />
    ),
  },
  { key: 'row', title: 'Row', text: (r) => formatInteger(r.row), csv: (r) => r.row, from: 'lg' },
  { key: 'date', title: 'Date', text: (r) => formatDate(r.date), csv: (r) => r.date },
  { key: 'campaign', title: 'Campaign', text: (r) => r.campaignName, from: 'md' },
  { key: 'region', title: 'Region', text: (r) => r.region ?? NO_FIGURE, from: 'lg' },
  figure('impressions', 'Impressions'),
  figure('clicks', 'Clicks'),
  figure('conversions', 'Conversions'),
  {
    key: 'spend',
    title: 'Spend',
    text: (r) => formatFigure(r.spend, 'currency'),
    csv: (r) => r.spend,
    compare: (a, b) => a.spend - b.spend,
    align: 'right',
  },
];
const NOUN = { one: 'row', other: 'rows' };

/** The first rows of a file as Beacon read them: the line item each goes to, its day and its figures. */
export function ImportPreviewTable({ item }: { item: Import }) {
  return (
    <DataGrid<PreviewRow>
      rows={item.preview}
      columns={COLUMNS}
      rowKey={(r) => r.row}
      status="success"
      noun={NOUN}
      emptyTitle="No Rows"
      emptyDescription="Beacon found no delivery in this file."
      csvFileName={`import-${item.id}-first-rows`}
    />
  );
}
