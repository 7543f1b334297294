import type { ClientScope } from '../access/scope';
import type { Database } from '../db/database';
import { addDays, daysBetween, todayUtc, type Flight } from './flight';
import { runReportQuery, type ReportFilter, type Row } from './query';

/**
 * Pacing against the last complete day (yesterday), the campaign overview's rule: the spend delivered through
 * that day against a straight line from the flight start to its end. A day without delivery counts as nothing
 * delivered, so a campaign that stopped delivering falls behind, as it does on the overview.
 */
export async function pacing(
  db: Database,
  scope: ClientScope,
  filter: ReportFilter,
  flight: Flight,
  lastDay: string | null,
): Promise<Row[]> {
  if (!lastDay || !flight.startDate || !flight.endDate || flight.budget <= 0) return [];
  const lastCompleteDay = addDays(todayUtc(), -1);
  const [delivered] = await runReportQuery(db, scope, {
    ...filter,
    dateRange: {
      startDate: flight.startDate,
      endDate: lastCompleteDay < flight.startDate ? flight.startDate : lastCompleteDay,
    },
    groupBy: [],
  });
  const flightDays = daysBetween(flight.startDate, flight.endDate) + 1;
  const elapsedDays = Math.min(Math.max(daysBetween(flight.startDate, lastCompleteDay) + 1, 0), flightDays);
  const expectedSpend = (flight.budget * elapsedDays) / flightDays;
  const spendToDate = Number(delivered?.spend ?? 0);
  return [
    {
      lastCompleteDay,
      budget: flight.budget,
      spendToDate,
      expectedSpend: Math.round(expectedSpend * 100) / 100,
      pacing: expectedSpend > 0 ? spendToDate / expectedSpend : 0,
      flightDays,
      elapsedDays,
    },
  ];
}
