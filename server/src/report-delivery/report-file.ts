import { figureOf } from '@beacon/shared/format';
import { figureColumn } from '../semantic/columns';
import { isMetricKey } from '../semantic/metrics';
import type { Row } from '../semantic/query';
import { reportPdf } from './report-pdf';

const BOM = '\uFEFF';
const cell = (v: Row[string]) => {
  const text = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * CSV as the front end writes it (RFC 4180, CRLF, UTF-8 BOM first, formula-like cells kept as text), with the
 * semantic layer's titles and values: numbers stay numbers, rates are rounded percentages, the header names the unit.
 */
export function reportCsv(columnKeys: string[], rows: Row[]): Buffer {
  const columns = columnKeys.map(figureColumn);
  const lines = [
    columns.map((c) => cell(c.csvTitle)).join(','),
    ...rows.map((row) => columns.map((c) => cell(c.csv(row))).join(',')),
  ];
  return Buffer.from(`${BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

/** A builder report as a PDF: its first metric drawn over the first column, then the table. */
export function builderReportPdf(title: string, lines: string[], columnKeys: string[], rows: Row[]): Promise<Buffer> {
  const columns = columnKeys.map(figureColumn);
  const metric = columns.find((c) => isMetricKey(c.key));
  const label = columns.find((c) => !isMetricKey(c.key));
  return reportPdf({
    title,
    lines,
    tiles: [],
    charts:
      metric && label
        ? [
            {
              title: `${metric.title} by ${label.title.toLowerCase()}`,
              // A row whose rate has no value (no conversions: no cost per conversion) is left out, never drawn as 0.
              series: rows.slice(0, 200).flatMap((r) => {
                const value = figureOf(r[metric.key]);
                return value === null ? [] : [{ label: label.text(r), value }];
              }),
            },
          ]
        : [],
    tables: [
      { title: 'Report', columns: columns.map((c) => c.title), rows: rows.map((r) => columns.map((c) => c.text(r))) },
    ],
  });
}
