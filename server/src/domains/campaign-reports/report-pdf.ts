import {
  dimensionText,
  figureOf,
  formatChange,
  formatDate,
  formatFigure,
  formatPercent,
  reportInsightOf,
} from '@beacon/shared/format';
import { reportPdf, type PdfTable } from '../report-delivery/report-pdf';
import { REPORT_BREAKDOWNS, REPORT_SETS, REPORT_TILES } from '../../semantic/catalogue';
import { METRICS } from '../../semantic/metrics';
import type { Row } from '../../semantic/query';
import type { runReportBody } from './run-body';

/** The result sets a PDF of a report shows: the screen's own (the report catalogue) but the map's states. */
export const PDF_QUERIES = REPORT_SETS.filter((set) => set !== 'state');

type Report = Awaited<ReturnType<typeof runReportBody>>;

/**
 * A campaign report as a PDF in its client's brand (`brand`): the screen's tiles, pacing, trend chart and
 * breakdowns, in the screen's formats.
 */
export function campaignReportPdf(
  title: string,
  report: Report,
  { brand, chartPng }: { brand: string | null; chartPng?: Buffer },
) {
  const set = (name: string): Row[] => report.queryResults.find((r) => r.name === name)?.data ?? [];
  const [totals] = set('totals');
  const [previous] = set('previousTotals');
  const [pace] = set('pacing');
  const lines = [
    report.dateRange
      ? `${formatDate(report.dateRange.startDate)} – ${formatDate(report.dateRange.endDate)}`
      : 'Campaign lifetime',
    report.dataAsOf ? `Data as of ${formatDate(report.dataAsOf)}` : 'No delivery yet',
  ];
  if (pace)
    lines.push(
      `${String(pace.label)} ${formatPercent(pace.pacing as number)} through ${formatDate(String(pace.lastCompleteDay))}: ${formatFigure(pace.spendToDate as number, 'currency')} spent of ${formatFigure(pace.expectedSpend as number, 'currency')} expected`,
    );
  const figures = REPORT_TILES.map((t) => ({ label: t.label, key: t.metric as string, unit: METRICS[t.metric].unit }));
  const tiles = [
    ...figures,
    ...(report.objective ? [{ label: report.objective.label, key: 'objective', unit: report.objective.unit }] : []),
  ].map(({ label, key, unit }) => {
    const now = figureOf(totals?.[key]);
    return {
      label,
      value: formatFigure(now, unit),
      change: previous ? formatChange(now, figureOf(previous[key])) : undefined,
    };
  });
  const tables: PdfTable[] = REPORT_BREAKDOWNS.filter((b) => set(b.set).length > 0).map((b) => ({
    title: b.title,
    columns: [...b.dimensions.map((d) => d.label), ...b.metrics.map((m) => METRICS[m].label)],
    rows: set(b.set).map((row) => [
      ...b.dimensions.map((d) => dimensionText(d.key, row[d.key])),
      ...b.metrics.map((m) => formatFigure(row[m] as number, METRICS[m].unit)),
    ]),
  }));
  return reportPdf({
    brand,
    title,
    lines,
    summary: reportInsightOf(report, figures).text,
    tiles,
    charts: [
      {
        title: report.objective ? `Daily trend and ${report.objective.label.toLowerCase()}` : 'Daily trend',
        png: chartPng,
        series: set('daily').map((row) => ({ label: formatDate(String(row.day)), value: Number(row.impressions) })),
      },
    ],
    tables,
  });
}
