import type { ClientScope } from '../kernel/access/scope';
import type { Database } from '../kernel/db/database';
import { readTogether } from '../kernel/db/read-together';
import { flightOf, flightsOf, flightsRead, type Flight, type Subject } from './flights';
import { reportRows, runReportQuery } from './query';
import { addDays, daysBetween, lastCompleteDay, todayUtc, type Day } from './time';

/**
 * Pacing, the one definition: spend delivered to the last complete day (yesterday) against the spend expected by
 * then, the budget spread evenly over the flight (on day n of an N-day flight, n/N of it). Over several campaigns,
 * both sides are summed. A subject that names channels measures those channels' line items against their own
 * budgets, and says so (`scope: 'channel'`), so channel figures add up to the campaign's.
 */
export interface Pacing {
  scope: 'campaign' | 'channel';
  /** The last complete day the figure runs to. */
  throughDay: Day;
  budget: number;
  deliveredSpend: number;
  expectedSpend: number;
  /** delivered ÷ expected; null before any flight has a complete day. */
  pacing: number | null;
  /** The same in percent, rounded to 2 decimals (as formatted everywhere: 99.24%). */
  pacingPercent: number | null;
}

export interface PacingPoint {
  day: Day;
  deliveredSpend: number;
  expectedSpend: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const EVER = '1970-01-01';

/** The share of a flight's budget expected to be spent by the end of a day. */
export function expectedShare(f: Pick<Flight, 'startDate' | 'endDate'>, day: Day): number {
  if (!f.startDate || !f.endDate) return 0;
  const flightDays = Math.max(daysBetween(f.startDate, f.endDate) + 1, 1);
  const elapsed = Math.min(Math.max(daysBetween(f.startDate, day) + 1, 0), flightDays);
  return elapsed / flightDays;
}

const channelFilter = (s: Subject) => ({ platforms: s.platforms, platformAdTypes: s.adFormats });

/** The spend the flights' campaigns delivered from their start to the last complete day, on the subject's channels. */
async function deliveredThrough(
  db: Database,
  scope: ClientScope,
  s: Subject,
  flights: Flight[],
  throughDay: Day,
  groupBy: 'campaign'[],
) {
  if (!flights.length) return [];
  const campaignIds = [...new Set(flights.map((f) => f.id))];
  const dateRange = { startDate: EVER, endDate: throughDay };
  return runReportQuery(db, scope, { campaignIds, ...channelFilter(s), dateRange, groupBy });
}

/**
 * The subject's pacing. Its flights and its delivery are read together, in one statement (with a report's other reads
 * when the report hands its `together`, which it then flushes); the delivery is the subject's own (its campaigns,
 * advertisers and channels in scope), which is the delivery of the flights' campaigns.
 */
export async function pacingOf(
  db: Database,
  scope: ClientScope,
  s: Subject,
  today = todayUtc(),
  together?: ReturnType<typeof readTogether>,
): Promise<Pacing> {
  const throughDay = lastCompleteDay(today);
  const reads = together ?? readTogether(db);
  const flightRows = reads.add(flightsRead(db, scope, s));
  const dateRange = { startDate: EVER, endDate: throughDay };
  const subject = { campaignIds: s.campaignIds, advertiserIds: s.advertiserIds, ...channelFilter(s) };
  const deliveredRows = reportRows(db, scope, { ...subject, dateRange, groupBy: [] }, reads);
  if (!together) await reads.flush();
  const flights = (await flightRows).map((r) => flightOf(s, r));
  const delivered = flights.length ? await deliveredRows : [];
  const budget = flights.reduce((sum, f) => sum + f.budget, 0);
  const expectedSpend = flights.reduce((sum, f) => sum + f.budget * expectedShare(f, throughDay), 0);
  const deliveredSpend = Number(delivered[0]?.spend ?? 0);
  const pacing = expectedSpend > 0 ? deliveredSpend / expectedSpend : null;
  return {
    scope: flights.some((f) => f.channel) ? 'channel' : 'campaign',
    throughDay,
    budget: cents(budget),
    deliveredSpend: cents(deliveredSpend),
    expectedSpend: cents(expectedSpend),
    pacing,
    pacingPercent: pacing === null ? null : Math.round(pacing * 10_000) / 100,
  };
}

/** One campaign's own pacing among several, by the same definition: to rank them or list those behind. */
export interface CampaignPacing {
  campaignId: number;
  deliveredSpend: number;
  expectedSpend: number;
  pacingPercent: number | null;
}

/** Each campaign's pacing, furthest behind first (those without a complete day last). */
export async function campaignPacings(
  db: Database,
  scope: ClientScope,
  s: Subject,
  today = todayUtc(),
): Promise<CampaignPacing[]> {
  const throughDay = lastCompleteDay(today);
  const flights = await flightsOf(db, scope, s);
  if (!flights.length) return [];
  const delivered = await deliveredThrough(db, scope, s, flights, throughDay, ['campaign']);
  const spent = new Map(delivered.map((r) => [Number(r.campaign), Number(r.spend ?? 0)]));
  const expected = new Map<number, number>();
  for (const f of flights) expected.set(f.id, (expected.get(f.id) ?? 0) + f.budget * expectedShare(f, throughDay));
  const rows = [...expected].map(([campaignId, expectedSpend]) => {
    const deliveredSpend = spent.get(campaignId) ?? 0;
    const pacing = expectedSpend > 0 ? deliveredSpend / expectedSpend : null;
    return {
      campaignId,
      deliveredSpend: cents(deliveredSpend),
      expectedSpend: cents(expectedSpend),
      pacingPercent: pacing === null ? null : Math.round(pacing * 10_000) / 100,
    };
  });
  return rows.sort((a, b) => (a.pacingPercent ?? Infinity) - (b.pacingPercent ?? Infinity));
}

/**
 * One campaign's pacing day by day, from its flight start to the last complete day (or its end): the cumulative
 * spend delivered and expected. Its last point is `pacingOf`'s figure.
 */
export async function pacingSeries(
  db: Database,
  scope: ClientScope,
  campaignId: number,
  today = todayUtc(),
): Promise<PacingPoint[]> {
  const [flight] = await flightsOf(db, scope, { campaignIds: [campaignId] });
  if (!flight?.startDate || !flight.endDate) return [];
  const through = lastCompleteDay(today);
  const last = flight.endDate < through ? flight.endDate : through;
  if (last < flight.startDate) return [];
  const [before] = await runReportQuery(db, scope, {
    campaignIds: [campaignId],
    dateRange: { startDate: EVER, endDate: addDays(flight.startDate, -1) },
    groupBy: [],
  });
  const daily = await runReportQuery(db, scope, {
    campaignIds: [campaignId],
    dateRange: { startDate: flight.startDate, endDate: last },
    groupBy: ['day'],
  });
  const spendOn = new Map(daily.map((r) => [String(r.day), Number(r.spend ?? 0)]));
  const points: PacingPoint[] = [];
  let cumulative = Number(before?.spend ?? 0);
  for (let day = flight.startDate; day <= last; day = addDays(day, 1)) {
    cumulative += spendOn.get(day) ?? 0;
    points.push({
      day,
      deliveredSpend: cents(cumulative),
      expectedSpend: cents(flight.budget * expectedShare(flight, day)),
    });
  }
  return points;
}
