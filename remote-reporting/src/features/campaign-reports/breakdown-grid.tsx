import { useMemo } from 'react';
import { DataGrid, formatCurrency, formatInteger, formatPercent, type GridColumn } from '@beacon/shared';
import type { ReportQueryName, ResultRow } from './run-campaign-report';

const num = (key: string, title: string, show: (v: number) => string = formatInteger): GridColumn<ResultRow> => ({
  key,
  title,
  align: 'right',
  text: (row) => show(Number(row[key] ?? 0)),
  csv: (row) => Number(row[key] ?? 0),
  searchable: false,
  compare: (a, b) => Number(a[key] ?? 0) - Number(b[key] ?? 0),
});
const label = (key: string, title: string): GridColumn<ResultRow> => ({
  key,
  title,
  text: (row) => String(row[key] ?? ''),
  compare: (a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')),
});
const METRICS = [
  num('impressions', 'Impressions'),
  num('clicks', 'Clicks'),
  num('conversions', 'Conversions'),
  num('siteActivities', 'Site activities'),
  num('spend', 'Spend', formatCurrency),
  num('ctr', 'CTR', formatPercent),
];

/** Each breakdown: its result set, its label columns, and the CSV file name. */
export const BREAKDOWNS: { set: ReportQueryName; title: string; noun: string; columns: GridColumn<ResultRow>[] }[] = [
  {
    set: 'budgetGroup',
    title: 'Budget groups',
    noun: 'budget group',
    columns: [
      label('lineItemName', 'Budget group'),
      label('platform', 'Platform'),
      num('budget', 'Budget', formatCurrency),
    ],
  },
  { set: 'platform', title: 'Platforms', noun: 'platform', columns: [label('platform', 'Platform')] },
  { set: 'platformAdType', title: 'Ad types', noun: 'ad type', columns: [label('adFormat', 'Platform ad type')] },
  {
    set: 'pixel',
    title: 'Pixels',
    noun: 'pixel',
    columns: [label('pixelName', 'Pixel'), label('pixelId', 'Pixel id')],
  },
  {
    set: 'doohCampaign',
    title: 'DOOH campaigns',
    noun: 'DOOH campaign',
    columns: [label('lineItemName', 'DOOH campaign'), label('lineItem', 'Adomni campaign id')],
  },
  {
    set: 'adPlatform',
    title: 'Ad platforms',
    noun: 'ad platform line',
    columns: [label('platform', 'Platform'), label('lineItemName', 'Line item')],
  },
];

type Status = 'loading' | 'success' | 'error' | 'idle';

/** One breakdown as a grid: searchable, sortable, exported to CSV (UTF-8 BOM). */
export function BreakdownGrid({
  set,
  rows,
  status,
  fileName,
}: {
  set: ReportQueryName;
  rows: ResultRow[];
  status: Status;
  fileName: string;
}) {
  const b = BREAKDOWNS.find((x) => x.set === set)!;
  const columns = useMemo(() => [...b.columns, ...METRICS], [b]);
  return (
    <DataGrid<ResultRow>
      rows={rows}
      columns={columns}
      rowKey={(row) => b.columns.map((c) => String(row[c.key] ?? '')).join('|')}
      status={status}
      noun={{ one: b.noun, other: `${b.noun}s` }}
      emptyTitle="No delivery in this period"
      csvFileName={fileName}
    />
  );
}
