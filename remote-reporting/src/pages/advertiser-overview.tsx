import { loadOf, loadStatusOf } from '@beacon/shared/api';
import { DataGrid, type GridColumn } from '@beacon/shared/ui';
import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { useCatalogue } from '../api/catalogue';
import { figureColumn } from '../ui/figure-column';
import { KpiTiles } from '../features/campaign-reports/kpi-tiles';
import { ReportStatus } from '../features/campaign-reports/report-status';
import { resultSet, useCampaignReport, type ResultRow } from '../features/campaign-reports/run-campaign-report';
import { useAdvertiserNames } from '../features/dashboards/get-advertiser-names';

type Row = ResultRow & { name: string };
const COLUMNS: GridColumn<Row>[] = [
  { key: 'name', title: 'Advertiser', text: (row) => row.name, compare: (a, b) => a.name.localeCompare(b.name) },
  figureColumn('impressions', 'Impressions'),
  figureColumn('clicks', 'Clicks'),
  figureColumn('conversions', 'Conversions'),
  figureColumn('spend', 'Spend'),
  figureColumn('ctr', 'CTR'),
];

/**
 * The last 30 days across every advertiser in reach (or one): KPI tiles against the 30 days before, each with its
 * trend day by day, and a table.
 */
export function AdvertiserOverview({ clientId, advertiserId }: { clientId: number; advertiserId: number | null }) {
  const report = useCampaignReport(clientId, {
    ...(advertiserId === null ? {} : { advertiserIds: [advertiserId] }),
    dateRangeChoice: 'Last 30 days',
    groupBy: ['advertiser'],
    queries: ['totals', 'previousTotals', 'breakdown', 'daily'],
  });
  const names = useAdvertiserNames(clientId);
  const catalogue = useCatalogue().data;
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
      <KpiTiles result={report.data} loading={loadStatusOf(report) === 'loading'} catalogue={catalogue} trends />
      <Card title="By advertiser, last 30 days">
        <DataGrid<Row>
          rows={rows}
          columns={COLUMNS}
          rowKey={(row) => String(row.advertiser)}
          {...loadOf(report)}
          noun={{ one: 'advertiser', other: 'advertisers' }}
          emptyTitle="No delivery in the last 30 days"
          csvFileName="advertisers-last-30-days"
        />
      </Card>
    </Flex>
  );
}
