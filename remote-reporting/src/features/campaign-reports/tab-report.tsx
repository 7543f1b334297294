import { loadStatusOf } from '@beacon/shared/api';
import { LoadFailed, PageLoading } from '@beacon/shared/ui';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { lazy, Suspense, useRef } from 'react';
import { AiDataExport } from './ai-data-export';
import { BreakdownTables } from './breakdown-tables';
import { chartPng, useReportPdf } from './export-report-pdf';
import { METRIC_COLUMNS, type Metric } from './figures';
import type { ReportCampaignDetail, ReportTab } from './get-report-campaign';
import { useReportDefaults, type ReportDefaults } from './get-report-defaults';
import { KpiTiles } from './kpi-tiles';
import { ReportControls } from './report-controls';
import { ReportInsight } from './report-insight';
import { useCatalogue } from '../../api/catalogue';
import { reportRequest, useReportSettings } from './report-settings';
import { useSharedSource } from './report-source';
import { ReportStatus } from './report-status';
import { RichMediaReview } from './rich-media-review';
import { resultSet, useCampaignReport, type ReportQueryName } from './run-campaign-report';
import { UsMap } from './us-map';

// @ant-design/charts arrives only when a report opens.
const TrendChart = lazy(() => import('./report-charts').then((m) => ({ default: m.TrendChart })));
const ForecastChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ForecastChart })));

interface Props {
  clientId: number;
  campaign: ReportCampaignDetail;
  tab: ReportTab;
}

/** One tab's report. The page keys it by tab, so choosing a tab starts from its defaults with no old results. */
export function TabReport(props: Props) {
  // A share link's page has the tab's defaults with the campaign, and reads nothing signed in.
  const shared = useSharedSource();
  const defaults = useReportDefaults(props.clientId, props.tab.specificationId, shared === null);
  if (shared) return <TabReportWith {...props} defaults={props.tab.defaults} />;
  if (defaults.isError)
    return <LoadFailed title="The report could not be loaded" onRetry={() => void defaults.refetch()} />;
  if (!defaults.data) return <PageLoading shape="report" />;
  return <TabReportWith {...props} defaults={defaults.data} />;
}

function TabReportWith({ clientId, campaign, tab, defaults }: Props & { defaults: ReportDefaults }) {
  const [settings, change] = useReportSettings(defaults);
  // The result sets and the forecast queries are the server's report catalogue.
  const shared = useSharedSource();
  const catalogue = useCatalogue(shared === null).data ?? shared?.catalogue;
  // The rich media tab also reviews its placements.
  const sets = [
    ...(catalogue?.report.sets ?? []),
    ...(tab.key === 'rich-media' ? ['placement'] : []),
  ] as ReportQueryName[];
  const forecasts = (catalogue?.report.forecast.queries ?? []) as ReportQueryName[];
  const report = useCampaignReport(
    clientId,
    catalogue ? reportRequest(campaign.id, tab, settings, sets, forecasts) : null,
  );
  const forecast = useCampaignReport(
    clientId,
    catalogue ? reportRequest(campaign.id, tab, settings, forecasts, forecasts) : null,
  );
  const chartRef = useRef<HTMLDivElement>(null);
  const { exportPdf, pending } = useReportPdf(clientId);
  const metric = settings.metric as Metric;
  // The forecast query of the chosen metric, from the catalogue; a metric with none shows the impressions forecast.
  const forecastOf = (m: Metric) =>
    Object.entries(catalogue?.report.forecast.metrics ?? {}).find(([, column]) => column === METRIC_COLUMNS[m])?.[0] as
      ReportQueryName | undefined;
  const forecastMetric: Metric = forecastOf(metric) ? metric : 'Impressions';
  const forecastQuery = forecastOf(forecastMetric) ?? 'forecastImpressions';
  const fileName = `${campaign.name}-${tab.name}`.replace(/[^\w-]+/g, '-');
  const status = catalogue ? loadStatusOf(report) : 'loading';
  const loading = status === 'loading';

  const onPdf = () => {
    const { queries: _queries, ...request } = reportRequest(campaign.id, tab, settings, sets, forecasts);
    void exportPdf({ ...request, title: `${campaign.name} – ${tab.name}`, chartPng: chartPng(chartRef.current) });
  };

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="flex-end">
        <ReportControls tab={tab} choices={campaign.choices} settings={settings} onChange={change} />
        {!shared && (
          <Flex gap={8} wrap>
            <Button icon={<FilePdfOutlined />} onClick={onPdf} loading={pending} disabled={status !== 'success'}>
              Export PDF
            </Button>
            <AiDataExport result={report.data} fileName={fileName} title={campaign.name} tab={tab.name} />
          </Flex>
        )}
      </Flex>
      <ReportStatus result={report.data} dataAsOf={campaign.dataAsOf} />
      <ReportInsight result={report.data} loading={loading} catalogue={catalogue} />
      <KpiTiles result={report.data} loading={loading} catalogue={catalogue} />
      <Card title={`Daily ${metric}`} styles={{ body: { minHeight: 320 } }}>
        <div ref={chartRef}>
          {status === 'success' ? (
            <Suspense fallback={<PageLoading />}>
              <TrendChart
                daily={resultSet(report.data, 'daily')}
                metric={metric}
                objective={report.data?.objective ?? null}
              />
            </Suspense>
          ) : (
            <PageLoading />
          )}
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title="Delivery by state" style={{ height: '100%' }}>
            <UsMap
              regions={resultSet(report.data, 'region')}
              states={resultSet(report.data, 'state')}
              metric={metric}
              mode={settings.mapMode}
              onModeChange={(mapMode) => change({ mapMode })}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={`14-day forecast: ${forecastMetric}`} style={{ height: '100%' }}>
            {forecast.status === 'success' ? (
              <Suspense fallback={<PageLoading />}>
                <ForecastChart
                  rows={resultSet(forecast.data, forecastQuery)}
                  metric={forecastMetric}
                  method={forecast.data?.forecastMethod ?? ''}
                  total={forecast.data?.forecast?.totals[forecastQuery] ?? 0}
                  note={forecast.data?.forecast?.note ?? null}
                />
              </Suspense>
            ) : (
              <PageLoading />
            )}
          </Card>
        </Col>
      </Row>
      <Card title="Breakdowns">
        <BreakdownTables result={report.data} catalogue={catalogue} status={status} fileName={fileName} />
      </Card>
      {tab.key === 'rich-media' && !shared && <RichMediaReview result={report.data} fileName={fileName} />}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Figures are sums of daily delivery; rates are computed from those sums. The period before is the same number of
        days just before the range shown.
      </Typography.Text>
    </Flex>
  );
}
