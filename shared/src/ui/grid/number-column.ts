import type { GridColumn } from './grid-column';

/** Sorts by a text, numbers inside it by value ('Invoice 9' before 'Invoice 10'). */
export const byText =
  <Row>(read: (row: Row) => string) =>
  (a: Row, b: Row) =>
    read(a).localeCompare(read(b), 'en', { numeric: true });

/** Sorts by a number. */
export const byNumber =
  <Row>(read: (row: Row) => number) =>
  (a: Row, b: Row) =>
    read(a) - read(b);

/** Sorts by an ISO date or date-time (yyyy-MM-dd…), which sorts as text. */
export const byDate =
  <Row>(read: (row: Row) => string) =>
  (a: Row, b: Row) =>
    read(a) < read(b) ? -1 : read(a) > read(b) ? 1 : 0;

/**
 * A column of one number (an amount, a count, a size): formatted on screen, the plain number in the CSV, sorted by
 * value, right-aligned and not searched. `more` adds to it or overrides it (a breakpoint, a CSV title).
 */
export function numberColumn<Row>(
  key: string,
  title: string,
  read: (row: Row) => number,
  format: (value: number) => string,
  more: Partial<GridColumn<Row>> = {},
): GridColumn<Row> {
  return {
    key,
    title,
    text: (row) => format(read(row)),
    csv: read,
    searchable: false,
    compare: byNumber(read),
    align: 'right',
    ...more,
  };
}
