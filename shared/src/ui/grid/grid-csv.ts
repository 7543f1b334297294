import { toCsv, type CsvValue } from '@beacon/shared/download';
import type { GridColumn } from './grid-column';

/** The CSV of the rows a grid shows (every page of them), with the columns' titles as header. */
export function gridCsv<Row>(columns: readonly GridColumn<Row>[], rows: readonly Row[]): string {
  const exported = columns.filter((c) => c.csv !== false && (c.csv || c.text));
  const cell = (column: GridColumn<Row>, row: Row): CsvValue => (column.csv ? column.csv(row) : column.text!(row));
  return toCsv(
    exported.map((c) => c.csvTitle ?? c.title),
    rows.map((row) => exported.map((column) => cell(column, row))),
  );
}
