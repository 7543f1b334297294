import { inScope, scopeParams, type ClientScope } from '../access/scope';
import type { Database } from '../db/database';

/** The flight and budget of the campaigns a report covers (all of them in scope when none are named). */
export interface Flight {
  startDate: string | null;
  endDate: string | null;
  budget: number;
}

export async function flightOf(db: Database, scope: ClientScope, campaignIds?: number[]): Promise<Flight> {
  const [row] = await db.query<Flight>(
    `SELECT to_char(min(COALESCE(c.start_date, c.est_start_date)), 'YYYY-MM-DD') AS "startDate",
      to_char(max(COALESCE(c.end_date, c.est_end_date)), 'YYYY-MM-DD') AS "endDate",
      COALESCE(sum(c.total_budget), 0)::float8 AS budget
    FROM campaigns c WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND ($3::int[] IS NULL OR c.id = ANY($3::int[]))`,
    [...scopeParams(scope), campaignIds ?? null],
  );
  return row ?? { startDate: null, endDate: null, budget: 0 };
}

const DAY_MS = 86_400_000;
export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const todayUtc = () => new Date().toISOString().slice(0, 10);
