import { formatDate } from '@beacon/shared/format';
import type { GridColumn } from './grid-column';
import { byDate } from './number-column';

/**
 * A column of one ISO date (created, due, submitted): shown, searched and exported as MM/DD/YYYY, sorted by date.
 * `more` adds to it or overrides it (a breakpoint, a cell drawn on one line, out of search).
 */
export const dateColumn = <Row>(
  key: string,
  title: string,
  read: (row: Row) => string,
  more: Partial<GridColumn<Row>> = {},
): GridColumn<Row> => ({ key, title, text: (row) => formatDate(read(row)), compare: byDate(read), ...more });
