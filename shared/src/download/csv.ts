import { saveBlob } from './save-blob';

/** Spec section 9: CSV exports start with a UTF-8 byte order mark, so spreadsheets read accents right. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

// A cell that starts like a formula would run as one in a spreadsheet (CSV injection): it is kept as text. Tab and
// CR count too, and so do the formula characters after leading spaces and their full-width forms (which some
// spreadsheets read as the ASCII ones).
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text, CRLF line ends, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves CSV text as a `.csv` file. */
export function saveCsv(filename: string, csv: string): void {
  saveBlob(
    new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    filename.endsWith('.csv') ? filename : `${filename}.csv`,
  );
}
