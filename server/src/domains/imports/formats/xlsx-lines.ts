import type { Readable } from 'node:stream';
import type { Cell, Line } from './cells';
import { DeliveryFileError } from './types';

/** A workbook cell's value as a line source gives it: formulas by their result, rich text and links by their text. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) return v.richText.map((part: { text?: string }) => part.text ?? '').join('');
    if ('result' in v) return cellOf(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if ('text' in v) return cellOf(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(value);
}

/**
 * The rows of the workbook's first sheet, streamed by exceljs's WorkbookReader: rows are parsed as the zip entry is
 * inflated and not kept. Shared strings (each distinct text once) and styles (to tell date cells) are held, as the
 * format requires. A gap in the sheet's row numbers is given as empty lines, as a CSV would have them.
 */
export async function* xlsxLines(source: Readable): AsyncGenerator<Line> {
  // exceljs (about 600 modules) loads with the first workbook, not with the server.
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let previous = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        for (let empty = previous + 1; empty < row.number; empty++) yield { row: empty, cells: [] };
        previous = row.number;
        const values = Array.isArray(row.values) ? row.values : [];
        // exceljs counts columns from 1: values[0] is always empty.
        yield {
          row: row.number,
          cells: Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellOf(values[i + 1])),
        };
      }
      break;
    }
  } catch (error) {
    if (error instanceof DeliveryFileError) throw error;
    throw new DeliveryFileError(
      'unreadable',
      `The workbook could not be read (${(error as Error).message}); save it again as .xlsx or export CSV`,
    );
  }
}
