/** One cell as a line source gives it: text from a CSV; text, a number or a date from a workbook; null when empty. */
export type Cell = string | number | Date | null;

/** One line of the file, with its 1-based number (a sheet's row number in a workbook). */
export interface Line {
  row: number;
  cells: Cell[];
}

/** The text a person sees in the cell, trimmed. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

export function isBlankLine(cells: Cell[]): boolean {
  return cells.every((c) => cellText(c) === '');
}

/** Platforms write these for "no figure". */
const EMPTY_MARKS = new Set(['', '--', '-', '—', '–']);

export function isEmptyCell(cell: Cell | undefined): boolean {
  return typeof cell === 'string' || cell === null || cell === undefined ? EMPTY_MARKS.has(cellText(cell)) : false;
}

/** Quotes a cell's text for a message, shortened so one odd cell cannot fill the screen. */
export function quoted(cell: Cell | undefined): string {
  const text = cellText(cell);
  return `"${text.length > 40 ? `${text.slice(0, 37)}...` : text}"`;
}
