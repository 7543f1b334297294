import { formatMonthDay } from '@beacon/shared/format';
import { figureOf, formatFigure, METRIC_COLUMNS, metricUnit, type Metric, type Unit } from './figures';
import type { ResultRow } from './run-campaign-report';

export interface TrendChartProps {
  daily: ResultRow[];
  metric: Metric;
  objective: { label: string; unit: Unit } | null;
}

/** What the chart shows, in words: read by screen readers (and tests), the same figures as the drawing. */
export function trendSummary({ daily, metric, objective }: TrendChartProps): string {
  if (daily.length === 0) return `No daily ${metric.toLowerCase()} in this period.`;
  const column = METRIC_COLUMNS[metric];
  const total = daily.reduce((sum, row) => sum + Number(row[column] ?? 0), 0);
  const first = formatMonthDay(String(daily[0]!.day));
  const last = formatMonthDay(String(daily.at(-1)!.day));
  const parts = [
    `Daily ${metric} from ${first} to ${last}, ${daily.length} days, total ${formatFigure(total, metricUnit(metric))}`,
  ];
  if (objective) {
    // A rate is never averaged over days; its days are named by their lowest and highest, and the days it has none.
    const values = daily.map((row) => figureOf(row.objective)).filter((value) => value !== null);
    const none = daily.length - values.length;
    const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => formatFigure(v, objective.unit));
    const days = none ? `, none on ${none} ${none === 1 ? 'day' : 'days'}` : '';
    parts.push(
      values.length === 0
        ? `${objective.label}: none on any day`
        : low === high
          ? `${objective.label} ${low} each day${days}`
          : `${objective.label} by day from ${low} to ${high}${days}`,
    );
  }
  return `${parts.join('; ')}.`;
}
