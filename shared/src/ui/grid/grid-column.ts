import type { ReactNode } from 'react';
import type { CsvValue } from '../../csv/csv';

/**
 * One column of a DataGrid, described once: what it shows, what search reads, what CSV exports and how it
 * sorts. `text` is the cell's plain words; the others default to it.
 */
export interface GridColumn<Row> {
  key: string;
  title: string;
  /** The cell as words: shown when there is no `render`, searched, and exported unless `csv` says otherwise. */
  text?: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  /** The CSV cell (a number stays a number); `false` leaves the column out of the export (actions). */
  csv?: ((row: Row) => CsvValue) | false;
  /** Whether search reads this column's text (default: when it has `text`). */
  searchable?: boolean;
  /** Makes the column sortable. */
  compare?: (a: Row, b: Row) => number;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The CSV header when it differs from the title (a drawn column that shows two fields). */
  csvTitle?: string;
  /** Searched and exported but not drawn: its words show inside another column's cell. */
  exportOnly?: boolean;
  /** Shown only from this breakpoint up (narrow screens keep the essentials). */
  from?: 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
  /** Cuts long text with an ellipsis instead of widening the column. */
  ellipsis?: boolean;
  /** Stays in view while the grid scrolls sideways (from medium width: on a phone it would hide the rest). */
  fixed?: 'left' | 'right';
}

export type SortOrder = 'ascend' | 'descend';

export interface GridSort {
  columnKey: string;
  order: SortOrder;
}

/** Grid constants of spec section 9: 25 rows a page in comfortable density. */
export const GRID_PAGE_SIZE = 25;
export const GRID_PAGE_SIZES = [25, 50, 100];
