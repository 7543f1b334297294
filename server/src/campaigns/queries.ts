import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { day, likeText } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Campaign, CampaignOption, CampaignRow } from './schemas';
import { EXCLUDED_STATUS, FILTERS, statusOrderSql } from './statuses';

const DAYS_REMAINING = `GREATEST(0, COALESCE(c.end_date, c.est_end_date) - current_date)::int`;
const DELIVERED = `(SELECT COALESCE(sum(d.spend), 0)::float8 FROM daily_delivery d WHERE d.campaign_id = c.id)`;

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

/** The campaigns table: one page is chosen first, then only its rows get their delivered budget summed. */
export async function listCampaigns(db: Database, scope: ClientScope, f: CampaignFilter) {
  return db.query<Static<typeof CampaignRow> & { totalCount: number }>(
    `
    WITH page AS (
      SELECT c.*, count(*) OVER ()::int AS "totalCount" FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
      WHERE ${inScope('c.client_id', 'c.advertiser_id')}
        AND ($3::text[] IS NULL OR c.status = ANY($3::text[])) AND c.status <> $4
        AND ($5::int[] IS NULL OR c.advertiser_id = ANY($5::int[]))
        AND ($6::text IS NULL OR c.name ILIKE '%' || $6 || '%' OR a.name ILIKE '%' || $6 || '%')
      ORDER BY ${statusOrderSql('c.status')}, COALESCE(c.start_date, c.est_start_date) DESC, c.id
      LIMIT $7 OFFSET $8)
    SELECT c.id, c.name, c.advertiser_id AS "advertiserId", a.name AS "advertiserName", a.website AS "advertiserWebsite",
      c.status, c.blocker_reason AS "blockerReason", ${day('c.start_date')} AS "startDate", ${day('c.est_start_date')} AS "estimatedStartDate",
      ${day('c.end_date')} AS "endDate", ${day('c.est_end_date')} AS "estimatedEndDate", ${DAYS_REMAINING} AS "daysRemaining",
      c.total_budget::float8 AS budget, ${DELIVERED} AS "deliveredBudget", c."totalCount"
    FROM page c JOIN advertisers a ON a.id = c.advertiser_id
    ORDER BY ${statusOrderSql('c.status')}, COALESCE(c.start_date, c.est_start_date) DESC, c.id`,
    [
      ...scopeParams(scope),
      statusesOf(f),
      f.excludedStatus ?? EXCLUDED_STATUS,
      f.advertiserIds ?? null,
      likeText(f.search),
      f.limit,
      f.offset,
    ],
  );
}

export async function campaignById(db: Database, scope: ClientScope, id: number) {
  const [row] = await db.query<Static<typeof Campaign>>(
    `
    SELECT c.id, c.name AS "campaignName", json_build_object('id', a.id, 'name', a.name, 'website', a.website) AS advertiser, c.status,
      CASE WHEN c.blocker_reason IS NULL THEN NULL ELSE json_build_object('reason', c.blocker_reason) END AS blocker, c.objective,
      ${day('c.start_date')} AS "campaignStartDate", ${day('c.est_start_date')} AS "estStartDate",
      ${day('c.end_date')} AS "campaignEndDate", ${day('c.est_end_date')} AS "estEndDate", ${DAYS_REMAINING} AS "daysRemaining",
      c.total_budget::float8 AS "totalBudget", ${DELIVERED} AS "totalDeliveredBudget", c.rate_type AS "rateType", c.rate::float8 AS rate,
      c.added_value_impressions::int AS "addedValueImpressions",
      -- The spec's impressions: CPM buys budget / rate * 1000, added value has its own count, other rate types none.
      (CASE c.rate_type WHEN 'CPM' THEN CASE WHEN c.rate > 0 THEN round(c.total_budget / c.rate * 1000) ELSE 0 END
        WHEN 'ADDED_VALUE' THEN c.added_value_impressions ELSE 0 END)::int AS impressions,
      COALESCE((SELECT json_agg(json_build_object('id', li.id, 'name', li.name, 'platform', li.platform, 'adFormat', li.ad_format,
        'budget', li.budget::float8) ORDER BY li.id) FROM line_items li WHERE li.campaign_id = c.id), '[]') AS "lineItems"
    FROM campaigns c JOIN advertisers a ON a.id = c.advertiser_id
    WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = $3`,
    [...scopeParams(scope), id],
  );
  if (!row) throw notFound();
  return row;
}

/** Counts for the Campaigns badge (countActive) and the list's header, without the excluded status. */
export async function campaignMetrics(db: Database, scope: ClientScope) {
  const rows = await db.query<{ status: string; n: number; budget: number }>(
    `
    SELECT c.status, count(*)::int AS n, COALESCE(sum(c.total_budget), 0)::float8 AS budget FROM campaigns c
    WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.status <> $3 GROUP BY c.status`,
    [...scopeParams(scope), EXCLUDED_STATUS],
  );
  const [delivered] = await db.query<{ spend: number }>(
    `
    SELECT COALESCE(sum(d.spend), 0)::float8 AS spend FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id
    WHERE ${inScope('c.client_id', 'c.advertiser_id')}`,
    scopeParams(scope),
  );
  const countByStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const sum = (statuses: readonly string[]) => statuses.reduce((total, s) => total + (countByStatus[s] ?? 0), 0);
  return {
    // The badge counts what the list's Active filter shows, so the two always agree.
    countActive: sum(FILTERS.active),
    countTotal: rows.reduce((total, r) => total + r.n, 0),
    countProposals: sum(FILTERS.proposals),
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
) {
  return db.query<Static<typeof CampaignOption>>(
    `
    SELECT c.id, c.name AS label, ${day('COALESCE(c.start_date, c.est_start_date)')} AS "startDate",
      ${day('COALESCE(c.end_date, c.est_end_date)')} AS "endDate",
      COALESCE((SELECT array_agg(DISTINCT li.platform) FROM line_items li WHERE li.campaign_id = c.id), '{}') AS platforms
    FROM campaigns c WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.advertiser_id = $3 AND c.status <> $5
      AND ($4::text[] IS NULL OR EXISTS (SELECT 1 FROM line_items li WHERE li.campaign_id = c.id AND li.platform = ANY($4::text[])))
    ORDER BY COALESCE(c.start_date, c.est_start_date) DESC, c.id`,
    [...scopeParams(scope), advertiserId, platforms ?? null, EXCLUDED_STATUS],
  );
}
