import { toCsv } from '@beacon/shared/csv';
import { figureOf } from '@beacon/shared/format';
import { figureColumn } from '../../semantic/columns';
import { isMetricKey } from '../../semantic/metrics';
import type { Row } from '../../semantic/query';
import { reportPdf } from './report-pdf';

/**
 * The report as CSV, written by the front end's writer (RFC 4180, CRLF, UTF-8 BOM first, formula-like cells kept as
 * text), with the semantic layer's titles and values: numbers stay numbers, rates are rounded percentages, the
 * header names the unit.
 */
export function reportCsv(columnKeys: string[], rows: Row[]): Buffer {
  const columns = columnKeys.map(figureColumn);
  return Buffer.from(
    toCsv(
      columns.map((c) => c.csvTitle),
      rows.map((row) => columns.map((c) => c.csv(row))),
    ),
    'utf8',
  );
}

/** A builder report as a PDF in its client's brand: its first metric drawn over the first column, then the table. */
export function builderReportPdf(
  brand: string | null,
  title: string,
  lines: string[],
  columnKeys: string[],
  rows: Row[],
): Promise<Buffer> {
  const columns = columnKeys.map(figureColumn);
  const metric = columns.find((c) => isMetricKey(c.key));
  const label = columns.find((c) => !isMetricKey(c.key));
  return reportPdf({
    brand,
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
