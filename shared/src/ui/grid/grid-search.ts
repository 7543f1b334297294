import type { GridColumn } from './grid-column';

/** Lower-cased and without accents, so 'cafe' finds 'Café'. */
function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a search: every one must appear in a row, in any column. */
export function searchTerms(query: string): string[] {
  return normalizeSearch(query).split(/\s+/).filter(Boolean);
}

/**
 * Each row's searchable text, built once per data set so that a keystroke only scans strings. Columns are
 * joined by a character no one types, so a term never matches across two cells.
 */
export function buildSearchIndex<Row>(rows: readonly Row[], columns: readonly GridColumn<Row>[]): string[] {
  const readers = columns.filter((c) => c.text && c.searchable !== false).map((c) => c.text!);
  return rows.map((row) => normalizeSearch(readers.map((read) => read(row)).join('\u0001')));
}

/** The rows (in their order) whose text holds every term; all rows when there is no term. */
export function filterBySearch<Row>(rows: readonly Row[], index: readonly string[], query: string): readonly Row[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return rows;
  const found: Row[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    const text = index[i]!;
    if (terms.every((term) => text.includes(term))) found.push(rows[i]!);
  }
  return found;
}
