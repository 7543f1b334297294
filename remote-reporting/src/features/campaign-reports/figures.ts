import { METRIC_CHOICE_COLUMNS, METRIC_UNITS, formatPercent, type FigureUnit } from '@beacon/shared';
import type { ResultRow } from './run-campaign-report';

export { formatFigure } from '@beacon/shared';
export type Unit = FigureUnit;
export type Metric = keyof typeof METRIC_CHOICE_COLUMNS;

/** The result column each metric choice reads, as the server's semantic layer declares it. */
export const METRIC_COLUMNS = METRIC_CHOICE_COLUMNS;
export const metricUnit = (metric: Metric): Unit => METRIC_UNITS[METRIC_CHOICE_COLUMNS[metric]];

/** A change against the previous period, in words; null when there was no previous period to compare. */
export function changeAgainst(now: unknown, before: ResultRow | undefined, column: string): string | null {
  if (!before) return null;
  const previous = Number(before[column] ?? 0);
  if (previous === 0) return 'No delivery in the previous period';
  const change = (Number(now ?? 0) - previous) / previous;
  return `${change >= 0 ? '▲' : '▼'} ${formatPercent(Math.abs(change))} vs previous period`;
}
