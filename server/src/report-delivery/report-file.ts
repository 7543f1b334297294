import type { Row } from '../campaign-reports/query';
import { reportPdf } from './report-pdf';

const BOM = '\uFEFF';
const cell = (v: Row[string]) => {
  const text = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV as the front end writes it (RFC 4180, CRLF, UTF-8 BOM first, formula-like cells kept as text). */
export function reportCsv(columns: string[], rows: Row[]): Buffer {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c] ?? null)).join(','))];
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

const METRIC_COLUMNS = ['impressions', 'clicks', 'conversions', 'spend', 'siteActivities', 'completions'];
const show = (v: Row[string]) =>
  typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(v ?? '');

/** A builder report as a PDF: its first metric drawn over the first column, then the table. */
export function builderReportPdf(title: string, lines: string[], columns: string[], rows: Row[]): Promise<Buffer> {
  const metric = columns.find((c) => METRIC_COLUMNS.includes(c));
  const label = columns.find((c) => !METRIC_COLUMNS.includes(c));
  return reportPdf({
    title,
    lines,
    tiles: [],
    charts:
      metric && label
        ? [
            {
              title: `${metric} by ${label}`,
              series: rows.slice(0, 200).map((r) => ({ label: String(r[label] ?? ''), value: Number(r[metric] ?? 0) })),
            },
          ]
        : [],
    tables: [{ title: 'Report', columns, rows: rows.map((r) => columns.map((c) => show(r[c] ?? null))) }],
  });
}
