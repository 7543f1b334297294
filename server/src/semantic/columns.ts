import { csvFigure, csvFigureTitle, dimensionText, formatFigure } from '@beacon/shared/format';
import { DIMENSIONS, type Dimension } from './dimensions';
import { isMetricKey, METRICS } from './metrics';
import type { Row } from './report-query';

/**
 * A column of figures as every export shows it, from the semantic layer's definitions: its title, its cell as text
 * (PDFs, mails) and as a CSV value (numbers stay numbers, rates rounded percentages, the unit in the header).
 */
export interface FigureColumn {
  key: string;
  title: string;
  csvTitle: string;
  text: (row: Row) => string;
  csv: (row: Row) => string | number;
}

export function figureColumn(key: string): FigureColumn {
  if (isMetricKey(key)) {
    const { label, unit } = METRICS[key];
    return {
      key,
      title: label,
      csvTitle: csvFigureTitle(label, unit),
      text: (row) => formatFigure(row[key] as number, unit),
      csv: (row) => csvFigure(row[key] as number, unit),
    };
  }
  const label = (DIMENSIONS as Record<string, { label: string }>)[key]?.label ?? key;
  const show = (row: Row) => dimensionText(key as Dimension, row[key]);
  return { key, title: label, csvTitle: label, text: show, csv: show };
}
