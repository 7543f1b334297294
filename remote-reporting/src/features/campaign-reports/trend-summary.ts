import { formatMonthDay } from '@beacon/shared';
import { formatFigure, METRIC_COLUMNS, metricUnit, type Metric, type Unit } from './figures';
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
    const mean = daily.reduce((sum, row) => sum + Number(row.objective ?? 0), 0) / daily.length;
    parts.push(`${objective.label} averages ${formatFigure(mean, objective.unit)} a day`);
  }
  return `${parts.join('; ')}.`;
}
