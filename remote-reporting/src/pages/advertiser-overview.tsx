import { DataGrid, formatCurrency, formatInteger, formatPercent, type GridColumn, loadStatusOf } from '@beacon/shared';
import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { KpiTiles } from '../features/campaign-reports/kpi-tiles';
import { ReportStatus } from '../features/campaign-reports/report-status';
import { resultSet, useCampaignReport, type ResultRow } from '../features/campaign-reports/run-campaign-report';
import { useAdvertiserNames } from '../features/dashboards/get-advertiser-names';

type Row = ResultRow & { name: string };
const n = (key: string, title: string, show: (v: number) => string = formatInteger): GridColumn<Row> => ({
  key,
  title,
  align: 'right',
  text: (row) => show(Number(row[key] ?? 0)),
  csv: (row) => Number(row[key] ?? 0),
  searchable: false,
  compare: (a, b) => Number(a[key] ?? 0) - Number(b[key] ?? 0),
});
const COLUMNS: GridColumn<Row>[] = [
  { key: 'name', title: 'Advertiser', text: (row) => row.name, compare: (a, b) => a.name.localeCompare(b.name) },
  n('impressions', 'Impressions'),
  n('clicks', 'Clicks'),
  n('conversions', 'Conversions'),
  n('spend', 'Spend', formatCurrency),
  n('ctr', 'CTR', formatPercent),
];

/** The last 30 days across every advertiser in reach (or one): KPI tiles against the 30 days before, and a table. */
export function AdvertiserOverview({ clientId, advertiserId }: { clientId: number; advertiserId: number | null }) {
  const report = useCampaignReport(clientId, {
    ...(advertiserId === null ? {} : { advertiserIds: [advertiserId] }),
    dateRangeChoice: 'Last 30 days',
    groupBy: ['advertiser'],
    queries: ['totals', 'previousTotals', 'breakdown'],
  });
  const names = useAdvertiserNames(clientId);
  const rows = useMemo(
    () =>
      resultSet(report.data, 'breakdown').map((row) => ({
        ...row,
        name: names.data?.get(Number(row.advertiser)) ?? `Advertiser ${row.advertiser}`,
      })),
    [report.data, names.data],
  );
  return (
    <Flex vertical gap={12}>
      <ReportStatus result={report.data} dataAsOf={null} />
      <KpiTiles result={report.data} loading={loadStatusOf(report) === 'loading'} />
      <Card title="By advertiser, last 30 days">
        <DataGrid<Row>
          rows={rows}
          columns={COLUMNS}
          rowKey={(row) => String(row.advertiser)}
          status={loadStatusOf(report)}
          onRetry={() => void report.refetch()}
          noun={{ one: 'advertiser', other: 'advertisers' }}
          emptyTitle="No delivery in the last 30 days"
          csvFileName="advertisers-last-30-days"
        />
      </Card>
    </Flex>
  );
}
