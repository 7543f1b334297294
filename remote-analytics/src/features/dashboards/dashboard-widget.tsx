import { EmptyState, FigureStatistic, LoadFailed, useScrollRegion } from '@beacon/shared/ui';
import { Card, Col, Row, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { dimensionLabel, dimensionValue } from './dimensions';
import type { Widget } from './get-dashboards';
import { formatMetric, metricLabel } from './metrics';
import { useAnalyticsQuery } from './run-query';

const WidgetChart = lazy(() => import('./widget-chart'));

const NO_DATA_YET = 'No data yet';

/**
 * One widget of a dashboard: its own query, drawn as figures (kpi), a chart (line, bar) or a table, under the
 * days it covers (`days`, in words). A chart or table with no rows says there is no data yet.
 */
export function DashboardWidget(props: { workspaceId: number; tag: string; widget: Widget; days: string | null }) {
  const { widget } = props;
  const region = useScrollRegion(widget.title);
  const daysId = useId();
  const result = useAnalyticsQuery(props.workspaceId, props.tag, {
    dimensions: widget.dimensions as never,
    metrics: widget.metrics as never,
  });

  const body = () => {
    if (result.isError)
      return <LoadFailed title="This chart could not be loaded" onRetry={() => void result.refetch()} />;
    if (!result.data) return <Skeleton active />;
    const data = result.data;
    if (widget.type === 'kpi')
      return (
        <Row gutter={[16, 16]}>
          {widget.metrics.map((m) => (
            <Col key={m} xs={12} md={6}>
              <FigureStatistic title={metricLabel(m)} value={formatMetric(m, data.totals[m])} />
            </Col>
          ))}
        </Row>
      );
    if (widget.type === 'table')
      return (
        <Table
          ref={region}
          size="small"
          rowKey={(row) => String(row[widget.dimensions[0] ?? ''])}
          pagination={{ pageSize: 8, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: <EmptyState title={NO_DATA_YET} /> }}
          dataSource={data.rows}
          columns={[
            ...widget.dimensions.map((d) => ({
              title: dimensionLabel(d),
              dataIndex: d,
              render: (v: unknown) => dimensionValue(d, v),
            })),
            ...widget.metrics.map((m) => ({
              title: metricLabel(m),
              dataIndex: m,
              align: 'right' as const,
              render: (v: number) => formatMetric(m, v),
            })),
          ]}
        />
      );
    if (data.rows.length === 0) return <EmptyState title={NO_DATA_YET} />;
    return (
      <Suspense fallback={<Skeleton active />}>
        <WidgetChart widget={widget} result={data} />
      </Suspense>
    );
  };

  return (
    <Card title={widget.title} style={{ height: '100%' }}>
      <section aria-label={widget.title} aria-describedby={props.days ? daysId : undefined}>
        {props.days && (
          <Typography.Paragraph id={daysId} type="secondary" style={{ marginTop: -8 }}>
            {props.days}
          </Typography.Paragraph>
        )}
        {body()}
      </section>
    </Card>
  );
}
