import { formatCurrency, formatDate, formatInteger, formatPercent } from '@beacon/shared/format';
import { EmptyState, GRID_PAGE_SIZES, LoadFailed, useScrollRegion } from '@beacon/shared/ui';
import { Card, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import type { MonitoredDay } from './adfire-types';
import { useAdfire } from './get-adfire';

const LONGEST_PAGE = Math.max(...GRID_PAGE_SIZES);

/** 'LOW_VIEWABILITY' reads 'Low viewability'. */
export const anomalyLabel = (kind: string) => {
  const words = kind.toLowerCase().replace(/_/g, ' ').replace('ctr', 'CTR');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const COLUMNS = [
  { key: 'day', title: 'Day', render: (d: MonitoredDay) => formatDate(d.day) },
  {
    key: 'spend',
    title: 'Spend / daily goal',
    align: 'right' as const,
    render: (d: MonitoredDay) => `${formatCurrency(d.spend)} / ${formatCurrency(d.expectedSpend)}`,
  },
  {
    key: 'impressions',
    title: 'Impressions',
    align: 'right' as const,
    render: (d: MonitoredDay) => formatInteger(d.impressions),
    responsive: ['md' as const],
  },
  {
    key: 'ctr',
    title: 'CTR',
    align: 'right' as const,
    render: (d: MonitoredDay) => (d.ctr === null ? '—' : formatPercent(d.ctr)),
    responsive: ['md' as const],
  },
  {
    key: 'viewability',
    title: 'Viewability',
    align: 'right' as const,
    render: (d: MonitoredDay) => (d.viewability === null ? '—' : formatPercent(d.viewability)),
    responsive: ['lg' as const],
  },
  {
    key: 'anomalies',
    title: 'Anomalies',
    render: (d: MonitoredDay) =>
      d.anomalies.length === 0 ? (
        <Typography.Text type="secondary">None</Typography.Text>
      ) : (
        <Flex gap={4} wrap>
          {d.anomalies.map((a) => (
            <Tag key={a.kind} color={a.severity === 'high' ? 'red' : 'orange'} title={a.message}>
              {anomalyLabel(a.kind)}
            </Tag>
          ))}
        </Flex>
      ),
  },
];

/** Adfire monitoring: the delivery anomalies a campaign manager watches, over the last 30 flight days. */
export function AdfirePanel({ clientId, campaignId }: { clientId: number; campaignId: number }) {
  const adfire = useAdfire(clientId, campaignId);
  const m = adfire.data;
  const region = useScrollRegion('Monitored days');
  return (
    <Card title="Adfire monitoring" role="region" aria-label="Adfire monitoring">
      {adfire.isLoading && <Skeleton active />}
      {adfire.isError && (
        <LoadFailed title="The monitoring could not be loaded" onRetry={() => void adfire.refetch()} />
      )}
      {m && m.days.length === 0 && (
        <EmptyState
          title="Nothing to monitor yet"
          description="Monitoring starts with the first full day of the flight."
        />
      )}
      {m && m.days.length > 0 && (
        <Flex vertical gap={12}>
          <Typography.Text>
            {m.anomalyDays === 0
              ? `No anomalies from ${formatDate(m.from)} to ${formatDate(m.to)}.`
              : `${m.anomalyDays} of ${m.days.length} days with anomalies, ${formatDate(m.from)} to ${formatDate(m.to)}.`}
          </Typography.Text>
          <Flex gap={8} wrap>
            {Object.entries(m.countByKind).map(([kind, count]) => (
              <Tag key={kind}>{`${anomalyLabel(kind)}: ${count}`}</Tag>
            ))}
          </Flex>
          <Table<MonitoredDay>
            ref={region}
            size="small"
            rowKey="day"
            columns={COLUMNS}
            dataSource={m.days}
            // A long flight is hundreds of days: the page holds at most the grids' largest page of rows.
            pagination={{ pageSize: LONGEST_PAGE, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: true }}
          />
        </Flex>
      )}
    </Card>
  );
}
