import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { invalidField, notFound } from '../../kernel/http/errors';
import { likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { asFloat, asInt, contains, dayText, isAnyOf, TOTAL_COUNT } from '../../kernel/db/sql';
import type { Campaign, CampaignOption, CampaignRow } from './schemas';
import { ACTIVE, LIVE, PROPOSALS } from '../../semantic/statuses';
import { EXCLUDED_STATUS, FILTERS, statusOrderSql, type CampaignStatus } from './statuses';

const DAYS_REMAINING = sql<number>`GREATEST(0, COALESCE(c.end_date, c.est_end_date) - current_date)::int`;
// Delivered spend from the per campaign and day rollup of daily delivery (migration 0801): the same sums, fewer rows.
const DELIVERED = sql<number>`(SELECT COALESCE(sum(d.spend), 0)::float8 FROM delivery_campaign_days d WHERE d.campaign_id = c.id)`;
const STATUS_ORDER = sql.raw(statusOrderSql('c.status'));
const STARTS = sql`COALESCE(c.start_date, c.est_start_date)`;

export interface CampaignFilter {
  statuses?: string[];
  excludedStatus?: string;
  filter?: 'active' | 'all' | 'proposals';
  advertiserIds?: number[];
  search?: string;
  limit: number;
  offset: number;
}

function statusesOf(f: CampaignFilter): string[] | null {
  if (f.statuses?.length) return f.statuses;
  if (f.filter === 'active' || f.filter === 'proposals') return [...FILTERS[f.filter]];
  return null;
}

type CampaignListRow = Static<typeof CampaignRow> & { totalCount: number };

/** The campaigns table: one page is chosen first, then only its rows get their delivered budget summed. */
export async function listCampaigns(db: Database, scope: ClientScope, f: CampaignFilter): Promise<CampaignListRow[]> {
  const statuses = statusesOf(f);
  const search = likeText(f.search);
  return scoped(db, scope)
    .with('page', (q) =>
      q
        .selectFrom('campaigns as c')
        .innerJoin('advertisers as a', 'a.id', 'c.advertiser_id')
        .select(['c.id', 'c.name', 'c.advertiser_id', 'c.status', 'c.blocker_reason', 'c.total_budget'])
        .select(['c.start_date', 'c.est_start_date', 'c.end_date', 'c.est_end_date'])
        .select(['a.name as advertiser_name', 'a.website as advertiser_website'])
        .select(TOTAL_COUNT)
        .where('c.status', '<>', f.excludedStatus ?? EXCLUDED_STATUS)
        .$if(statuses !== null, (w) => w.where(isAnyOf('c.status', statuses!)))
        .$if(f.advertiserIds !== undefined, (w) => w.where(isAnyOf('c.advertiser_id', f.advertiserIds!)))
        .$if(search !== null, (w) => w.where((eb) => eb.or([contains('c.name', search!), contains('a.name', search!)])))
        .orderBy(STATUS_ORDER)
        .orderBy(STARTS, 'desc')
        .orderBy('c.id')
        .limit(f.limit)
        .offset(f.offset),
    )
    .selectFrom('page as c')
    .select(['c.id', 'c.name', 'c.advertiser_id as advertiserId', 'c.advertiser_name as advertiserName'])
    .select(['c.advertiser_website as advertiserWebsite', 'c.blocker_reason as blockerReason', 'c.totalCount'])
    .select((eb) => [
      eb.ref('c.status').$castTo<CampaignStatus>().as('status'),
      dayText<string | null>('c.start_date').as('startDate'),
      dayText<string | null>('c.est_start_date').as('estimatedStartDate'),
      dayText<string | null>('c.end_date').as('endDate'),
      dayText<string | null>('c.est_end_date').as('estimatedEndDate'),
      DAYS_REMAINING.as('daysRemaining'),
      asFloat('c.total_budget').as('budget'),
      DELIVERED.as('deliveredBudget'),
    ])
    .orderBy(STATUS_ORDER)
    .orderBy(STARTS, 'desc')
    .orderBy('c.id')
    .execute();
}

export async function campaignById(db: Database, scope: ClientScope, id: number): Promise<Static<typeof Campaign>> {
  const row = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('advertisers as a', 'a.id', 'c.advertiser_id')
    .select((eb) => [
      'c.id',
      'c.name as campaignName',
      sql<
        Static<typeof Campaign>['advertiser']
      >`json_build_object('id', a.id, 'name', a.name, 'website', a.website)`.as('advertiser'),
      eb.ref('c.status').$castTo<CampaignStatus>().as('status'),
      sql<{
        reason: string;
      } | null>`CASE WHEN c.blocker_reason IS NULL THEN NULL ELSE json_build_object('reason', c.blocker_reason) END`.as(
        'blocker',
      ),
      'c.objective',
      dayText<string | null>('c.start_date').as('campaignStartDate'),
      dayText<string | null>('c.est_start_date').as('estStartDate'),
      dayText<string | null>('c.end_date').as('campaignEndDate'),
      dayText<string | null>('c.est_end_date').as('estEndDate'),
      DAYS_REMAINING.as('daysRemaining'),
      asFloat('c.total_budget').as('totalBudget'),
      DELIVERED.as('totalDeliveredBudget'),
      eb.ref('c.rate_type').$castTo<Static<typeof Campaign>['rateType']>().as('rateType'),
      asFloat('c.rate').as('rate'),
      asInt('c.added_value_impressions').as('addedValueImpressions'),
      // The spec's impressions: CPM buys budget / rate * 1000, added value has its own count, other rate types none.
      sql<number>`(CASE c.rate_type WHEN 'CPM' THEN CASE WHEN c.rate > 0 THEN round(c.total_budget / c.rate * 1000) ELSE 0 END
        WHEN 'ADDED_VALUE' THEN c.added_value_impressions ELSE 0 END)::int`.as('impressions'),
      sql<
        Static<typeof Campaign>['lineItems']
      >`COALESCE((SELECT json_agg(json_build_object('id', li.id, 'name', li.name,
        'platform', li.platform, 'adFormat', li.ad_format, 'budget', li.budget::float8) ORDER BY li.id)
        FROM line_items li WHERE li.campaign_id = c.id), '[]')`.as('lineItems'),
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Counts for the Campaigns badge (countActive) and the list's header, without the excluded status. */
export async function campaignMetrics(db: Database, scope: ClientScope) {
  const rows = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .select([
      'c.status',
      sql<number>`count(*)::int`.as('n'),
      asFloat(sql`COALESCE(sum(c.total_budget), 0)`).as('budget'),
    ])
    .where('c.status', '<>', EXCLUDED_STATUS)
    .groupBy('c.status')
    .execute();
  const delivered = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .innerJoin('delivery_campaign_days as d', 'd.campaign_id', 'c.id')
    .select(asFloat(sql`COALESCE(sum(d.spend), 0)`).as('spend'))
    .executeTakeFirst();
  const countByStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const sum = (statuses: readonly string[]) => statuses.reduce((total, s) => total + (countByStatus[s] ?? 0), 0);
  return {
    // The badge counts what the list's Active filter shows, so the two always agree; "live" is the status Live.
    countActive: sum(ACTIVE),
    countLive: sum(LIVE),
    countTotal: rows.reduce((total, r) => total + r.n, 0),
    countProposals: sum(PROPOSALS),
    countByStatus,
    totalBudget: rows.reduce((total, r) => total + r.budget, 0),
    deliveredBudget: delivered?.spend ?? 0,
  };
}

/** Campaigns of one advertiser (optionally only those running on given platforms), as options for pickers. */
export async function campaignOptions(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
  platforms: string[] | undefined,
): Promise<Static<typeof CampaignOption>[]> {
  return scoped(db, scope)
    .selectFrom('campaigns as c')
    .select([
      'c.id',
      'c.name as label',
      dayText<string | null>(STARTS).as('startDate'),
      dayText<string | null>(sql`COALESCE(c.end_date, c.est_end_date)`).as('endDate'),
      sql<
        string[]
      >`COALESCE((SELECT array_agg(DISTINCT li.platform) FROM line_items li WHERE li.campaign_id = c.id), '{}')`.as(
        'platforms',
      ),
    ])
    .where('c.advertiser_id', '=', advertiserId)
    .where('c.status', '<>', EXCLUDED_STATUS)
    .$if(platforms !== undefined, (w) =>
      w.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('line_items as li')
            .select(sql`1`.as('one'))
            .whereRef('li.campaign_id', '=', 'c.id')
            .where(isAnyOf('li.platform', platforms!)),
        ),
      ),
    )
    .orderBy(STARTS, 'desc')
    .orderBy('c.id')
    .execute();
}

/** Every campaign's name, advertiser and status (what the assistant matches names against), without the excluded status. */
export async function campaignNames(db: Database, scope: ClientScope) {
  return scoped(db, scope)
    .selectFrom('campaigns as c')
    .select(['c.id', 'c.name', 'c.advertiser_id as advertiserId'])
    .select((eb) => eb.ref('c.status').$castTo<CampaignStatus>().as('status'))
    .where('c.status', '<>', EXCLUDED_STATUS)
    .orderBy('c.id')
    .execute();
}

/** The advertiser of a campaign (its files and reports hang there too); 404 for a campaign out of scope. */
export async function advertiserOfCampaign(db: Database, scope: ClientScope, campaignId: number): Promise<number> {
  const row = await scoped(db, scope)
    .selectFrom('campaigns as c')
    .select('c.advertiser_id')
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.advertiser_id;
}

/**
 * The advertiser a subject hangs on (an alert rule's, a goal's: `{ campaignId }`, `{ advertiserId }` or `{}`): its
 * campaign's, the one named, or none (the whole client). Naming both is refused; a campaign out of scope is a 404.
 */
export async function advertiserOfSubject(
  db: Database,
  scope: ClientScope,
  subject: { campaignId?: number; advertiserId?: number },
): Promise<number | null> {
  const { campaignId, advertiserId } = subject;
  if (campaignId !== undefined && advertiserId !== undefined)
    throw invalidField('scope', 'names a campaign or an advertiser, not both');
  if (campaignId !== undefined) return advertiserOfCampaign(db, scope, campaignId);
  return advertiserId ?? null;
}
