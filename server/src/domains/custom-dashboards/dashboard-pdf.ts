import { widgetDimension } from '@beacon/shared/contract';
import { dimensionText, figureOf, formatChange, formatFigure, reportInsightOf } from '@beacon/shared/format';
import { DIMENSIONS } from '../../semantic/dimensions';
import { METRICS, type MetricKey } from '../../semantic/metrics';
import type { Row } from '../../semantic/query';
import { dataAsOfLine, HEADLINE_FIGURES, pacingLine, periodLine, resultSet } from '../report-delivery/pdf-lines';
import { reportPdf, type PdfChart, type PdfTable, type PdfTile } from '../report-delivery/report-pdf';
import type { WidgetFigures } from './dashboard-figures';
import type { CustomDashboard, Widget } from './schemas';

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
  if (dates?.dateRange) heading.push(periodLine(dates.dateRange));
  if (dates?.dataAsOf) heading.push(dataAsOfLine(dates.dataAsOf));
  for (const { widget, result } of figures) {
    const dimension = widgetDimension(widget);
    const dimensionLabel = DIMENSIONS[dimension].label;
    switch (widget.kind) {
      case 'kpi': {
        const [now] = resultSet(result, 'totals');
        const [before] = resultSet(result, 'previousTotals');
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
        const rows = resultSet(result, 'breakdown');
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
        tables.push(tableOf(widget, resultSet(result, 'breakdown'), dimension, dimensionLabel));
        break;
      case 'map': {
        // The states by their figure, largest first, each by its postal code as the map's legend reads it.
        const [metric] = widget.metrics;
        const states = resultSet(result, 'state')
          .map((row): Row => ({ ...row, state: String(row.state ?? '').toUpperCase() }))
          .sort((a, b) => (metric ? Number(b[metric] ?? 0) - Number(a[metric] ?? 0) : 0));
        tables.push(tableOf(widget, states, 'state', 'State'));
        break;
      }
      case 'pacing': {
        const [pace] = resultSet(result, 'pacing');
        heading.push(pace ? pacingLine(pace, String(pace.label ?? 'Pacing')) : 'No flight to pace in this range.');
        break;
      }
      case 'insight':
        summary = reportInsightOf(result, HEADLINE_FIGURES).text;
        break;
    }
  }
  return reportPdf({ brand, title: dashboard.name, lines: heading, summary, tiles, charts, tables });
}
