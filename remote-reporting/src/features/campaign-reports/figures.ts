import { formatCurrency, formatInteger, formatPercent } from '@beacon/shared';
import type { ReportResult, ResultRow } from './run-campaign-report';

export type Unit = 'currency' | 'percent' | 'number';

/** A figure in its unit: dollars, a percent with 2 decimals, or an integer with separators. */
export function formatFigure(value: unknown, unit: Unit): string {
  const n = Number(value ?? 0);
  if (unit === 'currency') return formatCurrency(n);
  if (unit === 'percent') return formatPercent(n);
  return formatInteger(n);
}

/** The metric choices and the result column each reads. */
export const METRIC_COLUMNS = {
  Clicks: 'clicks',
  Impressions: 'impressions',
  Completions: 'completions',
  Conversions: 'conversions',
  Spend: 'spend',
  'Site Activities': 'siteActivities',
} as const;
export type Metric = keyof typeof METRIC_COLUMNS;
export const metricUnit = (metric: Metric): Unit => (metric === 'Spend' ? 'currency' : 'number');

/** A change against the previous period, in words; null when there was no previous period to compare. */
export function changeAgainst(now: unknown, before: ResultRow | undefined, column: string): string | null {
  if (!before) return null;
  const previous = Number(before[column] ?? 0);
  if (previous === 0) return 'No delivery in the previous period';
  const change = (Number(now ?? 0) - previous) / previous;
  return `${change >= 0 ? '▲' : '▼'} ${formatPercent(Math.abs(change))} vs previous period`;
}

export const objectiveOf = (result: ReportResult | undefined) => result?.objective ?? null;
