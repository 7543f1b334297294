import { sql } from 'kysely';
import type { ClientScope } from '../access/scope';
import { scoped } from '../access/scoped';
import { asFloat, dayText, isAnyOf } from '../db/sql';
import type { Database } from '../db/database';

/** The flight and budget of the campaigns a report covers (all of them in scope when none are named). */
export interface Flight {
  startDate: string | null;
  endDate: string | null;
  budget: number;
}

export async function flightOf(db: Database, scope: ClientScope, campaignIds?: number[]): Promise<Flight> {
  const row = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .select([
      dayText<string | null>(sql`min(COALESCE(c.start_date, c.est_start_date))`).as('startDate'),
      dayText<string | null>(sql`max(COALESCE(c.end_date, c.est_end_date))`).as('endDate'),
      asFloat(sql`COALESCE(sum(c.total_budget), 0)`).as('budget'),
    ])
    .$if(campaignIds !== undefined, (w) => w.where(isAnyOf('c.id', campaignIds!)))
    .executeTakeFirst();
  return row ?? { startDate: null, endDate: null, budget: 0 };
}

const DAY_MS = 86_400_000;
export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const todayUtc = () => new Date().toISOString().slice(0, 10);
