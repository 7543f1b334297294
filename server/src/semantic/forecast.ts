import type { ClientScope } from '../kernel/access/scope';
import type { Database } from '../kernel/db/database';
import { flightsOf, type Subject } from './flights';
import { runReportQuery, type Row } from './query';
import { whyNotDelivering } from './statuses';
import { addDays, daysBetween, lastCompleteDay, todayUtc } from './time';

export const FORECAST_DAYS = 14;
export const FORECAST_METHOD =
  'Forecast: the average daily delivery of the last 14 complete days (of the days since launch, for a campaign younger than that), carried forward for the next 14 days, stopping at the flight end and at the remaining budget; campaigns that cannot deliver are forecast nothing.';

/** The four forecast queries and the metric each carries forward. */
export const FORECAST_METRICS = {
  forecastImpressions: 'impressions',
  forecastClicks: 'clicks',
  forecastConversions: 'conversions',
  forecastSpend: 'spend',
} as const;
export type ForecastQuery = keyof typeof FORECAST_METRICS;
export const FORECAST_QUERIES = Object.keys(FORECAST_METRICS) as ForecastQuery[];

export interface Forecast {
  /** Per query, one row per day from today: { day, value }. */
  rows: Record<ForecastQuery, Row[]>;
  /** Per query, the sum of its 14 days. */
  totals: Record<ForecastQuery, number>;
  /** Why (some of) the campaigns are forecast nothing; null when every one can deliver. */
  note: string | null;
}

const EVER = '1970-01-01';

/**
 * The one forecast: each campaign that can deliver carries its recent pace (the last 14 complete days) forward from
 * today for 14 days, within its flight and the budget it has left; a campaign that cannot (Blocked, Paused,
 * Cancelled, Completed, budget spent, flight ended) is forecast nothing, and the note says why. It never takes a
 * report's date range (spec section 5).
 */
export async function forecastOf(
  db: Database,
  scope: ClientScope,
  s: Subject,
  wanted: readonly ForecastQuery[],
  today = todayUtc(),
): Promise<Forecast> {
  const rows = Object.fromEntries(wanted.map((q) => [q, [] as Row[]])) as Record<ForecastQuery, Row[]>;
  const totals = Object.fromEntries(wanted.map((q) => [q, 0])) as Record<ForecastQuery, number>;
  if (wanted.length === 0) return { rows, totals, note: null };
  const yesterday = lastCompleteDay(today);
  const flights = await flightsOf(db, scope, s);
  const ids = flights.map((f) => f.id);
  const channels = { platforms: s.platforms, platformAdTypes: s.adFormats };
  const [lifetime, recent] = ids.length
    ? await Promise.all([
        runReportQuery(db, scope, {
          campaignIds: ids,
          ...channels,
          dateRange: { startDate: EVER, endDate: yesterday },
          groupBy: ['campaign'],
        }),
        runReportQuery(db, scope, {
          campaignIds: ids,
          ...channels,
          dateRange: { startDate: addDays(today, -FORECAST_DAYS), endDate: yesterday },
          groupBy: ['campaign'],
        }),
      ])
    : [[], []];
  const byCampaign = (set: Row[]) => new Map(set.map((r) => [Number(r.campaign), r]));
  const delivered = byCampaign(lifetime);
  const pace = byCampaign(recent);

  const reasons: string[] = [];
  const days = Array.from({ length: FORECAST_DAYS }, (_, i) => addDays(today, i));
  const perDay = days.map(() => ({ impressions: 0, clicks: 0, conversions: 0, spend: 0 }));
  for (const f of flights) {
    const spent = Number(delivered.get(f.id)?.spend ?? 0);
    const why = whyNotDelivering(
      { status: f.status, endDate: f.endDate, budget: f.budget, deliveredSpend: spent },
      today,
    );
    if (why) {
      reasons.push(why);
      continue;
    }
    const recentRow = pace.get(f.id);
    // A campaign younger than the window is paced over the days it has run, not over days before its launch.
    const windowStart = addDays(today, -FORECAST_DAYS);
    const ran = daysBetween(f.startDate && f.startDate > windowStart ? f.startDate : windowStart, yesterday) + 1;
    const daily = (metric: keyof (typeof perDay)[number]) =>
      ran > 0 ? Number(recentRow?.[metric] ?? 0) / Math.min(ran, FORECAST_DAYS) : 0;
    let budgetLeft = f.budget > 0 ? Math.max(f.budget - spent, 0) : Infinity;
    days.forEach((day, i) => {
      const inFlight = (!f.startDate || f.startDate <= day) && (!f.endDate || day <= f.endDate);
      // The share of a normal day that still fits the flight and the budget.
      const share = !inFlight ? 0 : daily('spend') > 0 ? Math.min(1, budgetLeft / daily('spend')) : 1;
      budgetLeft -= daily('spend') * share;
      for (const metric of ['impressions', 'clicks', 'conversions', 'spend'] as const)
        perDay[i]![metric] += daily(metric) * share;
    });
  }
  for (const q of wanted) {
    const metric = FORECAST_METRICS[q];
    rows[q] = days.map((day, i) => {
      const value = perDay[i]![metric];
      return { day, value: metric === 'spend' ? Math.round(value * 100) / 100 : Math.round(value) };
    });
    totals[q] = rows[q].reduce((sum, r) => sum + Number(r.value), 0);
    if (metric === 'spend') totals[q] = Math.round(totals[q] * 100) / 100;
  }
  return { rows, totals, note: noteOf(flights.length, reasons) };
}

function noteOf(campaigns: number, reasons: string[]): string | null {
  if (reasons.length === 0) return null;
  if (campaigns === 1) return `No delivery is forecast: ${reasons[0]}.`;
  const counted = [...new Set(reasons)].map(
    (r) => `${reasons.filter((x) => x === r).length} ${r.replace(/^(it is|it was|its) /, '')}`,
  );
  return reasons.length === campaigns
    ? `No delivery is forecast: none of these campaigns can deliver (${counted.join(', ')}).`
    : `${reasons.length} of ${campaigns} campaigns cannot deliver and are forecast nothing (${counted.join(', ')}).`;
}
