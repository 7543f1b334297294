import { hubQueryOptions, loadStatusOf, METRIC_CHOICE_COLUMNS, METRIC_UNITS } from '@beacon/shared/api';
import { widgetDimension, widgetRequest, type DashboardPlace } from '@beacon/shared/contract';
import { formatCurrency, formatPercent, type FigureUnit } from '@beacon/shared/format';
import { FigureStatistic, LoadFailed } from '@beacon/shared/ui';
import { Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCatalogue, type Breakdown, type Catalogue } from '../api/catalogue';
import { BreakdownGrid } from '../features/campaign-reports/breakdown-grid';
import type { Metric } from '../features/campaign-reports/figures';
import { KpiTiles } from '../features/campaign-reports/kpi-tiles';
import type { MapMode } from '../features/campaign-reports/report-settings';
import { ReportInsight } from '../features/campaign-reports/report-insight';
import { ReportStatus } from '../features/campaign-reports/report-status';
import { useSharedSource } from '../features/campaign-reports/report-source';
import {
  campaignReportQuery,
  resultSet,
  type ReportRequest,
  type ReportResult,
} from '../features/campaign-reports/run-campaign-report';
import { UsMap } from '../features/campaign-reports/us-map';
import type { Widget } from '../features/custom-dashboards/custom-dashboards-api';
import { LINK_REFUSALS } from '../features/share-links/get-shared-report';

const WidgetChart = lazy(() =>
  import('../features/custom-dashboards/widget-chart').then((m) => ({ default: m.WidgetChart })),
);

/**
 * A widget's figures: on the dashboard's page, its question (`widgetRequest`) through the report query route every
 * report asks; on a dashboard's share link, the link's answer to that saved widget (`GET /shared/{token}/widgets/{id}`),
 * which asks the same question on the server with the link's creator's reach.
 */
export function useWidgetReport(clientId: number, widget: Widget, dashboard: DashboardPlace) {
  const shared = useSharedSource();
  const query = shared
    ? hubQueryOptions(
        '/shared/{token}/widgets/{widgetId}',
        { path: { token: shared.token, widgetId: widget.id } },
        { silentOn: LINK_REFUSALS },
      )
    : campaignReportQuery(clientId, widgetRequest(widget, dashboard) as ReportRequest);
  return useQuery(query);
}

const unitOf = (key: string) => (METRIC_UNITS as Record<string, FigureUnit>)[key] ?? 'count';
const choiceOf = (key: string) =>
  (Object.entries(METRIC_CHOICE_COLUMNS).find(([, column]) => column === key)?.[0] ?? 'Impressions') as Metric;
const labelOf = (catalogue: Catalogue | undefined, key: string) =>
  catalogue?.metrics.find((m) => m.key === key)?.label ??
  catalogue?.dimensions.find((d) => d.key === key)?.label ??
  key;

/** Pacing as the report shows it: the figure, and the report's status line with its spend against plan. */
function PacingFigure({ result }: { result: ReportResult | undefined }) {
  const [pace] = resultSet(result, 'pacing');
  if (!pace) return <Typography.Text type="secondary">No flight to pace in this range.</Typography.Text>;
  return (
    <>
      <FigureStatistic title={String(pace.label ?? 'Pacing')} value={formatPercent(Number(pace.pacing))} />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {formatCurrency(Number(pace.spendToDate))} spent of {formatCurrency(Number(pace.expectedSpend))} expected
      </Typography.Paragraph>
      <ReportStatus result={result} dataAsOf={null} />
    </>
  );
}

/** One widget of a dashboard: its query, drawn by the report's own tiles, grid, map, insight, or a chart. */
export function DashboardWidget({
  clientId,
  widget,
  dashboard,
  height,
}: {
  clientId: number;
  widget: Widget;
  dashboard: { advertiserId: number | null; range: string };
  height: number;
}) {
  const report = useWidgetReport(clientId, widget, dashboard);
  // A share link's page reads nothing signed in: the link gave it the catalogue.
  const shared = useSharedSource();
  const catalogue = useCatalogue(!shared).data ?? shared?.catalogue;
  const [mode, setMode] = useState<MapMode>('heatmap');
  const status = loadStatusOf(report);
  if (status === 'error') return <LoadFailed onRetry={() => void report.refetch()} />;
  const loading = status === 'loading';
  const dimension = widgetDimension(widget);
  const rows = resultSet(report.data, 'breakdown');
  switch (widget.kind) {
    case 'kpi':
      return <KpiTiles result={report.data} loading={loading} catalogue={catalogue} metrics={widget.metrics} />;
    case 'insight':
      return <ReportInsight result={report.data} loading={loading} catalogue={catalogue} />;
    case 'pacing':
      return loading ? <Skeleton active /> : <PacingFigure result={report.data} />;
    case 'map':
      return loading ? (
        <Skeleton active />
      ) : (
        <UsMap
          regions={resultSet(report.data, 'region')}
          states={resultSet(report.data, 'state')}
          metric={choiceOf(widget.metrics[0] ?? 'impressions')}
          mode={mode}
          onModeChange={setMode}
        />
      );
    case 'table': {
      const breakdown: Breakdown = {
        set: 'breakdown',
        title: widget.title ?? '',
        noun: labelOf(catalogue, dimension).toLowerCase(),
        dimensions: [
          { key: dimension as Breakdown['dimensions'][number]['key'], label: labelOf(catalogue, dimension) },
        ],
        metrics: widget.metrics,
      };
      return (
        <BreakdownGrid
          breakdown={breakdown}
          catalogue={catalogue}
          rows={rows}
          status={status}
          fileName={(widget.title ?? 'widget').replace(/[^\w-]+/g, '-')}
        />
      );
    }
    case 'line':
    case 'bar':
      return loading ? (
        <Skeleton active />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <WidgetChart
            kind={widget.kind}
            rows={rows}
            dimension={dimension}
            dimensionLabel={labelOf(catalogue, dimension)}
            metrics={widget.metrics.map((key) => ({ key, label: labelOf(catalogue, key), unit: unitOf(key) }))}
            height={height}
          />
        </Suspense>
      );
  }
}
