import type { ANOMALY_KINDS } from '../../semantic/enumerations';

/** The delivery anomalies a campaign manager watches, day by day. */
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export interface DeliveryDay {
  day: string;
  spend: number;
  impressions: number;
  viewableImpressions: number;
  clicks: number;
}

export interface Anomaly {
  kind: AnomalyKind;
  severity: 'high' | 'medium';
  message: string;
}

/** Thresholds: a day under 60% or over 150% of its share of the budget; CTR halved or doubled against the week before. */
const UNDER = 0.6;
const OVER = 1.5;
const CTR_LOW = 0.5;
const CTR_HIGH = 2;
const VIEWABILITY_FLOOR = 0.5;
const TRAILING_DAYS = 7;

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The anomalies of each day. `expectedDailySpend` is the budget spread evenly over the flight. CTR is compared
 * with the mean of the previous seven days that delivered, so one odd day does not hide the next.
 */
export function findAnomalies(days: DeliveryDay[], expectedDailySpend: number): Anomaly[][] {
  return days.map((d, i) => {
    const found: Anomaly[] = [];
    if (d.impressions === 0) {
      found.push({ kind: 'NO_DELIVERY', severity: 'high', message: 'No impressions served on a flight day' });
      return found;
    }
    if (expectedDailySpend > 0) {
      const ratio = d.spend / expectedDailySpend;
      if (ratio < UNDER)
        found.push({
          kind: 'UNDER_DELIVERY',
          severity: 'medium',
          message: `Spend at ${percent(ratio)} of the daily goal`,
        });
      if (ratio > OVER)
        found.push({
          kind: 'OVER_DELIVERY',
          severity: 'medium',
          message: `Spend at ${percent(ratio)} of the daily goal`,
        });
    }
    const before = days.slice(Math.max(0, i - TRAILING_DAYS), i).filter((p) => p.impressions > 0);
    const ctr = d.clicks / d.impressions;
    if (before.length >= 3) {
      const trailing = before.reduce((sum, p) => sum + p.clicks / p.impressions, 0) / before.length;
      if (trailing > 0 && ctr < trailing * CTR_LOW)
        found.push({
          kind: 'CTR_DROP',
          severity: 'medium',
          message: `CTR ${percent(ctr / trailing)} of the 7-day average`,
        });
      if (trailing > 0 && ctr > trailing * CTR_HIGH)
        found.push({
          kind: 'CTR_SPIKE',
          severity: 'medium',
          message: `CTR ${percent(ctr / trailing)} of the 7-day average`,
        });
    }
    const viewability = d.viewableImpressions / d.impressions;
    if (viewability < VIEWABILITY_FLOOR)
      found.push({ kind: 'LOW_VIEWABILITY', severity: 'medium', message: `Viewability ${percent(viewability)}` });
    return found;
  });
}
