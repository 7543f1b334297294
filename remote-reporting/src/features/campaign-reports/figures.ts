import { METRIC_CHOICE_COLUMNS, METRIC_UNITS, formatChange, type FigureUnit } from '@beacon/shared';
import type { ResultRow } from './run-campaign-report';

export { formatFigure } from '@beacon/shared';
export type Unit = FigureUnit;
export type Metric = keyof typeof METRIC_CHOICE_COLUMNS;

/** The result column each metric choice reads, as the server's semantic layer declares it. */
export const METRIC_COLUMNS = METRIC_CHOICE_COLUMNS;
export const metricUnit = (metric: Metric): Unit => METRIC_UNITS[METRIC_CHOICE_COLUMNS[metric]];

/** A change against the previous period, in words; null when there was no previous period to compare. */
export function changeAgainst(now: unknown, before: ResultRow | undefined, column: string): string | null {
  return before ? formatChange(Number(now ?? 0), Number(before[column] ?? 0)) : null;
}
