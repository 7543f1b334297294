import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { dateOf, isAnyOf } from '../../kernel/db/sql';
import { assertDateRange, type ReportFilter, type Row } from '../../semantic/query';

/**
 * The columns of the `placement` result set (the rich media review), in order. Rates are computed from the summed
 * parts of the rows they cover (sum of engagements ÷ sum of impressions), never averaged from daily rates.
 */
export const PLACEMENT_COLUMNS = [
  'placementId',
  'placement',
  'creative',
  'size',
  'impressions',
  'engagements',
  'interactions',
  'engagementRate',
  'interactionRate',
] as const;

const rate = (part: string) =>
  sql<number>`CASE WHEN sum(pd.impressions) > 0 THEN sum(pd.${sql.raw(part)})::float8 / sum(pd.impressions) ELSE 0 END`;

/**
 * The rich media review: per placement of the report's campaigns (or advertisers), within the date range, its
 * creative and size, impressions, engagements and interactions, and their rates. Most impressions first.
 */
export async function placementRows(
  db: Database,
  scope: ClientScope,
  q: Pick<ReportFilter, 'campaignIds' | 'advertiserIds' | 'dateRange'>,
): Promise<Row[]> {
  assertDateRange(q.dateRange);
  const { campaignIds, advertiserIds, dateRange } = q;
  const rows = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('line_items as li', 'li.campaign_id', 'c.id')
    .innerJoin('placements as p', 'p.line_item_id', 'li.id')
    .innerJoin('placement_delivery as pd', 'pd.placement_id', 'p.id')
    .$if(campaignIds !== undefined, (w) => w.where(isAnyOf('c.id', campaignIds!)))
    .$if(advertiserIds !== undefined, (w) => w.where(isAnyOf('c.advertiser_id', advertiserIds!)))
    .$if(dateRange !== undefined, (w) =>
      w.where('pd.day', '>=', dateOf(dateRange!.startDate)).where('pd.day', '<=', dateOf(dateRange!.endDate)),
    )
    .select([
      'p.id as placementId',
      'p.name as placement',
      'p.creative',
      'p.size',
      sql<number>`sum(pd.impressions)::float8`.as('impressions'),
      sql<number>`sum(pd.engagements)::float8`.as('engagements'),
      sql<number>`sum(pd.interactions)::float8`.as('interactions'),
      rate('engagements').as('engagementRate'),
      rate('interactions').as('interactionRate'),
    ])
    .groupBy(['p.id', 'p.name', 'p.creative', 'p.size'])
    .orderBy(sql`sum(pd.impressions)`, 'desc')
    .orderBy('p.id')
    .execute();
  return rows as Row[];
}
