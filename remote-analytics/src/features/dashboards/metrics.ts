import { formatCurrency, formatInteger, formatPercent } from '@beacon/shared/format';

/** How each metric the query answers is named and written. */
export const METRIC_LABELS: Record<string, string> = {
  spend: 'Spend',
  impressions: 'Impressions',
  clicks: 'Clicks',
  conversions: 'Conversions',
  ctr: 'CTR',
  cpc: 'CPC',
  cpa: 'CPA',
  cpm: 'CPM',
};

export const metricLabel = (metric: string) => METRIC_LABELS[metric] ?? metric;

export function formatMetric(metric: string, value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  if (['spend', 'cpc', 'cpa', 'cpm'].includes(metric)) return formatCurrency(value);
  if (metric === 'ctr') return formatPercent(value);
  return formatInteger(value);
}
