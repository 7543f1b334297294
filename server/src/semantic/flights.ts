import { sql } from 'kysely';
import type { ClientScope } from '../kernel/access/scope';
import { scoped } from '../kernel/access/scoped';
import type { Database } from '../kernel/db/database';
import { asFloat, dayText, isAnyOf } from '../kernel/db/sql';

/** Which delivery a figure covers: some campaigns (all in scope when none are named), optionally some channels. */
export interface Subject {
  campaignIds?: number[];
  advertiserIds?: number[];
  platforms?: string[];
  adFormats?: string[];
}

/**
 * A campaign's flight and the budget a figure measures against: the campaign's booked budget, or, when the subject
 * names channels that leave some of its line items out, the budgets of the line items in those channels (so that
 * the channels' pacing adds up to the campaign's).
 */
export interface Flight {
  id: number;
  status: string;
  startDate: string | null;
  endDate: string | null;
  budget: number;
  /** True when the budget is that of some of its channels only. */
  channel: boolean;
}

const START = sql`COALESCE(c.start_date, c.est_start_date)`;
const END = sql`COALESCE(c.end_date, c.est_end_date)`;

export async function flightsOf(db: Database, scope: ClientScope, s: Subject): Promise<Flight[]> {
  // A line item in the subject's channels (li: line_items).
  const inChannels = sql.join(
    [
      s.platforms ? sql`li.platform = ANY(${s.platforms}::text[])` : sql`true`,
      s.adFormats ? sql`li.ad_format = ANY(${s.adFormats}::text[])` : sql`true`,
    ],
    sql` AND `,
  );
  const rows = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .select([
      'c.id',
      'c.status',
      dayText<string | null>(START).as('startDate'),
      dayText<string | null>(END).as('endDate'),
      asFloat('c.total_budget').as('campaignBudget'),
      asFloat(
        sql`(SELECT COALESCE(sum(li.budget), 0) FROM line_items li WHERE li.campaign_id = c.id AND ${inChannels})`,
      ).as('channelBudget'),
      sql<number>`(SELECT count(*) FROM line_items li WHERE li.campaign_id = c.id AND NOT (${inChannels}))::int`.as(
        'linesLeftOut',
      ),
    ])
    .$if(s.campaignIds !== undefined, (w) => w.where(isAnyOf('c.id', s.campaignIds!)))
    .$if(s.advertiserIds !== undefined, (w) => w.where(isAnyOf('c.advertiser_id', s.advertiserIds!)))
    .orderBy('c.id')
    .execute();
  return rows.map((r) => {
    const channel = (s.platforms !== undefined || s.adFormats !== undefined) && r.linesLeftOut > 0;
    return {
      id: r.id,
      status: r.status,
      startDate: r.startDate,
      endDate: r.endDate,
      budget: channel ? r.channelBudget : r.campaignBudget,
      channel,
    };
  });
}
