import { toCsv } from '@beacon/shared/csv';

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** A figure as written in a cell: "1250", "1,250.50", "$1,250.50", "-3.5". */
const FIGURE = /^(-?)(\$?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

function readFigure(cell: string): number | null {
  const m = FIGURE.exec(cell.trim());
  return m ? Number(`${m[1]}${m[3]!.replace(/,/g, '')}${m[4] ? `.${m[4]}` : ''}`) : null;
}

/** A scaled figure written the way the real one was: the same dollar sign, thousands commas and decimals. */
function writeFigure(value: number, like: string): string {
  if (value === readFigure(like)) return like;
  const m = FIGURE.exec(like.trim())!;
  const decimals = m[4]?.length ?? (Number.isInteger(value) ? 0 : 2);
  const digits = m[3]!.includes(',')
    ? Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    : Math.abs(value).toFixed(decimals);
  return `${value < 0 ? '-' : ''}${m[2]}${digits}`;
}

/**
 * A CSV download as demo mode shows it: the header row kept (labels are never replaced), every row read as an
 * object keyed by its column's header so that the field-aware scrubber names and scales it as it would JSON
 * (`budget`, `Total Amount`, `Impressions`), then every text cell through `text` (real names inside text).
 */
export function demoCsv(
  csv: string,
  scrub: (rows: Record<string, string | number>[]) => Record<string, string | number>[],
  text: (cell: string) => string,
): string {
  const bom = csv.startsWith('\uFEFF');
  const [header = [], ...rows] = parseCsv(bom ? csv.slice(1) : csv);
  const objects = rows.map((row) =>
    Object.fromEntries(header.map((column, i) => [column, readFigure(row[i] ?? '') ?? row[i] ?? ''])),
  );
  const scrubbed = scrub(objects);
  const cells = scrubbed.map((object, r) =>
    header.map((column, i) => {
      const value = object[column];
      const real = rows[r]![i] ?? '';
      return typeof value === 'number' ? writeFigure(value, real) : text(String(value ?? ''));
    }),
  );
  // Written again by the one CSV writer (formula-like cells kept as text), with the file's own mark and line ends.
  return toCsv(header, cells, {
    bom,
    newline: csv.includes('\r\n') ? '\r\n' : '\n',
    finalNewline: csv.endsWith('\n'),
  });
}
