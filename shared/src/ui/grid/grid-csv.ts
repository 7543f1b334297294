import type { CsvValue } from '../../csv/csv';
import type { GridColumn } from './grid-column';

/**
 * The CSV of the rows a grid shows (every page of them), with the columns' titles as header. The writer is fetched
 * on the first export: no page needs it to draw.
 */
export async function gridCsv<Row>(columns: readonly GridColumn<Row>[], rows: readonly Row[]): Promise<string> {
  const { toCsv } = await import('@beacon/shared/csv');
  const exported = columns.filter((c) => c.csv !== false && (c.csv || c.text));
  const cell = (column: GridColumn<Row>, row: Row): CsvValue => (column.csv ? column.csv(row) : column.text!(row));
  return toCsv(
    exported.map((c) => c.csvTitle ?? c.title),
    rows.map((row) => exported.map((column) => cell(column, row))),
  );
}
