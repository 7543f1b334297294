import {
  dimensionText,
  figureOf,
  formatChange,
  formatDate,
  formatFigure,
  reportInsightOf,
} from '@beacon/shared/format';
import { dataAsOfLine, HEADLINE_FIGURES, pacingLine, periodLine, resultSet } from '../report-delivery/pdf-lines';
import { reportPdf, type PdfTable } from '../report-delivery/report-pdf';
import { REPORT_BREAKDOWNS, REPORT_SETS } from '../../semantic/catalogue';
import { METRICS } from '../../semantic/metrics';
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
  const set = (name: string) => resultSet(report, name);
  const [totals] = set('totals');
  const [previous] = set('previousTotals');
  const [pace] = set('pacing');
  const lines = [
    report.dateRange ? periodLine(report.dateRange) : 'Campaign lifetime',
    report.dataAsOf ? dataAsOfLine(report.dataAsOf) : 'No delivery yet',
  ];
  if (pace) lines.push(pacingLine(pace, String(pace.label), String(pace.lastCompleteDay)));
  const tiles = [
    ...HEADLINE_FIGURES,
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
    summary: reportInsightOf(report, HEADLINE_FIGURES).text,
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
