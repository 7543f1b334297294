import { widgetDimension } from '@beacon/shared/contract';
import {
  dimensionText,
  figureOf,
  formatChange,
  formatDate,
  formatFigure,
  formatPercent,
  reportInsightOf,
} from '@beacon/shared/format';
import { REPORT_TILES } from '../../semantic/catalogue';
import { DIMENSIONS } from '../../semantic/dimensions';
import { METRICS, type MetricKey } from '../../semantic/metrics';
import type { Row } from '../../semantic/query';
import { reportPdf, type PdfChart, type PdfTable, type PdfTile } from '../report-delivery/report-pdf';
import type { WidgetFigures } from './dashboard-figures';
import type { CustomDashboard, Widget } from './schemas';

type Result = WidgetFigures['result'];

const setOf = (result: Result, name: string): Row[] => result.queryResults.find((r) => r.name === name)?.data ?? [];
const labelOf = (metric: MetricKey) => METRICS[metric].label;
const figure = (row: Row | undefined, metric: MetricKey) => formatFigure(row?.[metric] as number, METRICS[metric].unit);
const titleOf = (widget: Widget) => widget.title || widget.metrics.map(labelOf).join(' and ') || widget.kind;

/** A widget grouped by a dimension as a table: the dimension, then each metric, in the screen's formats. */
function tableOf(widget: Widget, rows: Row[], dimension: string, label: string): PdfTable {
  return {
    title: titleOf(widget),
    columns: [label, ...widget.metrics.map(labelOf)],
    rows: rows.map((row) => [dimensionText(dimension, row[dimension]), ...widget.metrics.map((m) => figure(row, m))]),
  };
}

/**
 * A dashboard as a PDF in its client's brand, made by the report PDF's machinery: its KPI widgets' tiles (with
 * their change), its lines and bars as charts, its tables, maps (by state) and the charts' figures as tables, pacing
 * in the heading's lines and the insight as the summary, each from its widget's own query result.
 */
export function dashboardPdf(
  dashboard: Pick<CustomDashboard, 'name'>,
  figures: WidgetFigures[],
  { brand, lines }: { brand: string | null; lines: string[] },
): Promise<Buffer> {
  const tiles: PdfTile[] = [];
  const charts: PdfChart[] = [];
  const tables: PdfTable[] = [];
  const heading = [...lines];
  let summary: string | undefined;
  const dates = figures.find((f) => f.result.dateRange)?.result;
  if (dates?.dateRange)
    heading.push(`${formatDate(dates.dateRange.startDate)} – ${formatDate(dates.dateRange.endDate)}`);
  if (dates?.dataAsOf) heading.push(`Data as of ${formatDate(dates.dataAsOf)}`);
  for (const { widget, result } of figures) {
    const dimension = widgetDimension(widget);
    const dimensionLabel = DIMENSIONS[dimension].label;
    switch (widget.kind) {
      case 'kpi': {
        const [now] = setOf(result, 'totals');
        const [before] = setOf(result, 'previousTotals');
        for (const metric of widget.metrics)
          tiles.push({
            label: labelOf(metric),
            value: figure(now, metric),
            change: before ? formatChange(figureOf(now?.[metric]), figureOf(before[metric])) : undefined,
          });
        break;
      }
      case 'line':
      case 'bar': {
        const rows = setOf(result, 'breakdown');
        const [metric] = widget.metrics;
        if (metric)
          charts.push({
            title: titleOf(widget),
            kind: widget.kind,
            series: rows.map((row) => ({
              label: dimensionText(dimension, row[dimension]),
              value: Number(row[metric]),
            })),
          });
        tables.push(tableOf(widget, rows, dimension, dimensionLabel));
        break;
      }
      case 'table':
        tables.push(tableOf(widget, setOf(result, 'breakdown'), dimension, dimensionLabel));
        break;
      case 'map': {
        // The states by their figure, largest first, each by its postal code as the map's legend reads it.
        const [metric] = widget.metrics;
        const states = setOf(result, 'state')
          .map((row) => ({ ...row, state: String(row.state ?? '').toUpperCase() }))
          .sort((a, b) => (metric ? Number(b[metric] ?? 0) - Number(a[metric] ?? 0) : 0));
        tables.push(tableOf(widget, states, 'state', 'State'));
        break;
      }
      case 'pacing': {
        const [pace] = setOf(result, 'pacing');
        heading.push(
          pace
            ? `${String(pace.label ?? 'Pacing')} ${formatPercent(pace.pacing as number)}: ${formatFigure(pace.spendToDate as number, 'currency')} spent of ${formatFigure(pace.expectedSpend as number, 'currency')} expected`
            : 'No flight to pace in this range.',
        );
        break;
      }
      case 'insight': {
        const tilesOf = REPORT_TILES.map((t) => ({ label: t.label, key: t.metric, unit: METRICS[t.metric].unit }));
        summary = reportInsightOf(result, tilesOf).text;
        break;
      }
    }
  }
  return reportPdf({ brand, title: dashboard.name, lines: heading, summary, tiles, charts, tables });
}
