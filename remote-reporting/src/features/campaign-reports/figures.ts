import { METRIC_BETTER, METRIC_CHOICE_COLUMNS, METRIC_UNITS } from '@beacon/shared/api';
import { changeTone, formatChange, figureOf, type ChangeTone, type FigureUnit } from '@beacon/shared/format';
import type { ResultRow } from './run-campaign-report';

export { figureOf, formatFigure } from '@beacon/shared/format';
export type Unit = FigureUnit;
export type Metric = keyof typeof METRIC_CHOICE_COLUMNS;

/** The result column each metric choice reads, as the server's semantic layer declares it. */
export const METRIC_COLUMNS = METRIC_CHOICE_COLUMNS;
export const metricUnit = (metric: Metric): Unit => METRIC_UNITS[METRIC_CHOICE_COLUMNS[metric]];

/**
 * A change against the previous period, in words with its arrow, and whether it is good news for the column (the
 * semantic layer says which way each metric should go; an objective should grow); null with no previous period.
 */
export function changeAgainst(
  now: unknown,
  before: ResultRow | undefined,
  column: string,
): { text: string; tone: ChangeTone } | null {
  if (!before) return null;
  const [current, previous] = [figureOf(now), figureOf(before[column])];
  const better = (METRIC_BETTER as Record<string, 'higher' | 'lower'>)[column] ?? 'higher';
  return { text: formatChange(current, previous), tone: changeTone(current, previous, better) };
}

/**
 * Whole-number ticks from `min` to `max`, about `count` of them, each step 1, 2 or 5 times a power of ten: an axis of
 * counts never shows the same label twice (0.5 and 1 both read '1').
 */
export function wholeTicks(min: number, max: number, count = 5): number[] {
  const span = Math.max(max - min, 1);
  const rough = Math.max(span / Math.max(count - 1, 1), 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(min / step) * step; tick <= max + step / 2 && ticks.length <= count * 2; tick += step) {
    if (tick >= min) ticks.push(tick);
  }
  return ticks;
}
