import type { ClientScope } from '../access/scope';
import type { Database } from '../db/database';
import { FORECAST_DAYS } from './choices';
import { addDays, daysBetween, type Flight } from './flight';
import { runReportQuery, type ReportFilter, type Row } from './query';

const COLUMNS = {
  forecastImpressions: 'impressions',
  forecastClicks: 'clicks',
  forecastConversions: 'conversions',
  forecastSpend: 'spend',
} as const;
export type ForecastQuery = keyof typeof COLUMNS;

/**
 * A 14-day delivery forecast from the recent pace: the average of the last 14 complete days up to the last
 * delivery day, carried forward day by day, stopping after the flight ends and once the budget left is spent.
 * It never takes the report's date range (spec section 5): it always looks ahead from the data.
 */
export async function forecast(
  db: Database,
  scope: ClientScope,
  filter: ReportFilter,
  flight: Flight,
  lastDay: string | null,
  wanted: ForecastQuery[],
): Promise<Record<ForecastQuery, Row[]>> {
  const empty = Object.fromEntries(wanted.map((q) => [q, [] as Row[]])) as Record<ForecastQuery, Row[]>;
  if (!lastDay || wanted.length === 0) return empty;
  const recent = { startDate: addDays(lastDay, -(FORECAST_DAYS - 1)), endDate: lastDay };
  const [[pace], [lifetime]] = await Promise.all([
    runReportQuery(db, scope, { ...filter, dateRange: recent, groupBy: [] }),
    runReportQuery(db, scope, { ...filter, dateRange: undefined, groupBy: [] }),
  ]);
  const perDay = (column: string) => Number(pace?.[column] ?? 0) / FORECAST_DAYS;
  let budgetLeft = flight.budget > 0 ? Math.max(flight.budget - Number(lifetime?.spend ?? 0), 0) : Infinity;
  const dailySpend = perDay('spend');
  for (let i = 1; i <= FORECAST_DAYS; i++) {
    const day = addDays(lastDay, i);
    const inFlight = !flight.endDate || daysBetween(day, flight.endDate) >= 0;
    // The share of a normal day that still fits the flight and the budget.
    const share = !inFlight ? 0 : dailySpend > 0 ? Math.min(1, budgetLeft / dailySpend) : 1;
    budgetLeft -= dailySpend * share;
    for (const q of wanted) {
      const value = perDay(COLUMNS[q]) * share;
      empty[q].push({ day, value: q === 'forecastSpend' ? Math.round(value * 100) / 100 : Math.round(value) });
    }
  }
  return empty;
}
