// The browser build runs in Node as well, and needs no `Buffer` global (the Node build reads one at load, which
// webpack does not provide): one import for both sides.
import { stringify } from 'csv-stringify/browser/esm/sync';

/** Spec section 9: CSV exports start with a UTF-8 byte order mark, so spreadsheets read accents right. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * OWASP's CSV injection rule: a cell that starts, after optional spaces, with = + - @ (or their full-width forms,
 * which some spreadsheets read as the ASCII ones), or with a tab or a carriage return, would run as a formula.
 */
const FORMULA_START = /^[^\S\t\r]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A number as the product writes one ("-7", "-1,250.50", "-$3.5", "-12%"): a sign then digits cannot run anything. */
const NUMBER = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?$/;

/** A text cell kept as text: a formula-like start gets a leading apostrophe; numbers stay numbers. */
function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** The byte order mark first (default true). */
  bom?: boolean;
  /** Line ends (default CRLF, as RFC 4180 says). */
  newline?: '\r\n' | '\n';
  /** A line end after the last row too (default true). */
  finalNewline?: boolean;
}

/**
 * RFC 4180 text: the header row, then the rows; cells quoted when they hold a comma, a quote or a line break, or
 * start or end with a space (which spreadsheets would drop); formula-like cells kept as text in the header too.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  { bom = true, newline = '\r\n', finalNewline = true }: CsvOptions = {},
): string {
  const text = stringify([header, ...rows] as CsvValue[][], {
    record_delimiter: newline === '\n' ? 'unix' : 'windows',
    eof: finalNewline,
    // A line break of either kind inside a cell is quoted (the library quotes only the chosen line end otherwise).
    quote_record_delimiter: true,
    quoted_match: /^\s|\s$/,
    cast: {
      string: neutraliseFormula,
      number: (value) => (Number.isFinite(value) ? String(value) : ''),
      boolean: (value) => String(value),
    },
  });
  return bom ? `${UTF8_BOM}${text}` : text;
}
