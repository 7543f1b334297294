import { formatDate, formatInteger } from '@beacon/shared/format';
import { AnalyticsDashboardsList, chartsOf, useScrollRegion } from '@beacon/shared/ui';
import { NamedCell } from '../../ui/named-cell';
import { Table, type TableColumnsType } from 'antd';
import type { Dashboard } from './get-dashboards';
import type { DataSource } from './get-data-sources';

/** The workspace's dashboards, each opening its charts page, with the data source it reads. */
export function DashboardsList(props: {
  clientId: number;
  advertiserId: number;
  dashboards: Dashboard[] | undefined;
  loading: boolean;
}) {
  return <AnalyticsDashboardsList {...props} describe={(d) => `Data source: ${d.dataSource} · ${chartsOf(d)}`} />;
}

const days = (s: DataSource) =>
  s.firstDay && s.lastDay ? `${formatDate(s.firstDay)} – ${formatDate(s.lastDay)}` : 'No data yet';

/** The workspace's data sources: what each covers. */
export function DataSourcesTable({ sources, loading }: { sources: DataSource[] | undefined; loading: boolean }) {
  const region = useScrollRegion('Data sources');
  const columns: TableColumnsType<DataSource> = [
    {
      title: 'Data source',
      key: 'name',
      render: (_, s) => <NamedCell name={s.name} detail={s.tag} />,
    },
    { title: 'Days', key: 'days', render: (_, s) => days(s) },
    { title: 'Rows', key: 'rows', align: 'right', responsive: ['sm'], render: (_, s) => formatInteger(s.rowCount) },
  ];
  return (
    <Table
      ref={region}
      rowKey="tag"
      size="small"
      columns={columns}
      dataSource={sources}
      loading={loading}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: 'No Data Sources' }}
    />
  );
}
