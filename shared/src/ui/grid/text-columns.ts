import { formatDate } from '@beacon/shared/format';
import type { GridColumn } from './grid-column';
import { byDate, byText } from './number-column';

/** A column of one value the row holds; `more` adds to it or overrides it (a breakpoint, a cell drawn otherwise). */
type ColumnOf<Value> = <Row>(
  key: string,
  title: string,
  read: (row: Row) => Value,
  more?: Partial<GridColumn<Row>>,
) => GridColumn<Row>;

/** A column of one text (a name, a number like 'INV-10'): shown, searched and exported as it is, sorted as text. */
export const textColumn: ColumnOf<string> = (key, title, read, more) => ({
  key,
  title,
  text: read,
  compare: byText(read),
  ...more,
});

/** A column of one ISO date (created, due, submitted): shown, searched and exported as MM/DD/YYYY, sorted by date. */
export const dateColumn: ColumnOf<string> = (key, title, read, more) => ({
  key,
  title,
  text: (row) => formatDate(read(row)),
  compare: byDate(read),
  ...more,
});
