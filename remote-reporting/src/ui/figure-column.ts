import { DIMENSION_UNITS, METRIC_UNITS } from '@beacon/shared/api';
import { csvFigure, csvFigureTitle, dimensionText, formatFigure, type FigureUnit } from '@beacon/shared/format';
import { type GridColumn } from '@beacon/shared/ui';

type Figures = Record<string, string | number | null>;

/** A figure's unit as the server declares it: a metric's, or a grouping's that is an amount (a budget group's budget). */
const UNITS: Record<string, FigureUnit> = { ...METRIC_UNITS, ...DIMENSION_UNITS };
const unitOf = (key: string): FigureUnit => UNITS[key] ?? 'count';

/** A metric column: formatted by its unit on screen, a plain number in the CSV (rates as rounded percentages). */
export const figureColumn = <Row extends Figures>(key: string, title: string): GridColumn<Row> => ({
  key,
  title,
  align: 'right',
  text: (row) => formatFigure(row[key] as number, unitOf(key)),
  csv: (row) => csvFigure(row[key] as number, unitOf(key)),
  csvTitle: csvFigureTitle(title, unitOf(key)),
  searchable: false,
  compare: (a, b) => Number(a[key] ?? 0) - Number(b[key] ?? 0),
});

/** A grouping column, by name (platforms and channels by their names, days as MM/dd/yyyy, never codes). */
export const groupingColumn = <Row extends Figures>(key: string, title: string): GridColumn<Row> =>
  key in DIMENSION_UNITS
    ? figureColumn(key, title)
    : {
        key,
        title,
        text: (row) => dimensionText(key, row[key]),
        compare: (a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')),
      };

/** A column of either kind, by key: metrics are the keys the server declares units for. */
export const catalogueColumn = <Row extends Figures>(key: string, title: string): GridColumn<Row> =>
  key in METRIC_UNITS ? figureColumn(key, title) : groupingColumn(key, title);
