import type { ClientScope } from '../access/scope';
import type { Database } from '../db/database';
import { addDays, daysBetween, todayUtc, type Flight } from './flight';
import { runReportQuery, type ReportFilter, type Row } from './query';

/**
 * Pacing against the last complete day: the spend delivered through that day against a straight line from the
 * flight start to its end. Today is never complete, so the last complete day is the earlier of yesterday and
 * the last delivery day.
 */
export async function pacing(
  db: Database,
  scope: ClientScope,
  filter: ReportFilter,
  flight: Flight,
  lastDay: string | null,
): Promise<Row[]> {
  if (!lastDay || !flight.startDate || !flight.endDate || flight.budget <= 0) return [];
  const yesterday = addDays(todayUtc(), -1);
  const lastCompleteDay = lastDay < yesterday ? lastDay : yesterday;
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
