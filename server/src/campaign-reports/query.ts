import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { HttpError } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { ResultRow } from './schemas';
import { DIMENSIONS, METRICS_SQL, type Dimension } from './dimensions';

export interface ReportFilter {
  campaignIds?: number[];
  advertiserIds?: number[];
  dateRange?: { startDate: string; endDate: string };
  platforms?: string[];
  platformAdTypes?: string[];
  platformLineItemIds?: number[];
  platformPixelNames?: string[];
  /** Xandr conversion pixels: only Xandr line items reporting to one of them. */
  xandrPixelIds?: number[];
  /** Adomni (DOOH) campaigns, each an Adomni line item: only those. */
  adomniCampaignIds?: number[];
  /** Only line items with a conversion pixel. */
  withPixel?: boolean;
}

export interface ReportQuery extends ReportFilter {
  groupBy: Dimension[];
  /** An extra figure, computed from the same sums, returned as `objective`. */
  objectiveSql?: string;
  limit?: number;
}

export type Row = Static<typeof ResultRow>;

export function assertDateRange(range: ReportFilter['dateRange'], field = 'queryParams.dateRange') {
  if (range && range.startDate > range.endDate) {
    throw new HttpError(400, 'Invalid body', [{ field, message: 'startDate must not be after endDate' }]);
  }
}

/**
 * The delivery rows a report reads, inside the caller's scope. The advertiser list comes from the scope, so the
 * delivery table is read through its advertiser or campaign index, never across other clients. `$1`, `$2` are the
 * scope; the filter takes `$3` to `$13`.
 */
function deliveryWhere(scope: ClientScope, q: ReportFilter) {
  const params: unknown[] = [
    ...scopeParams(scope),
    q.campaignIds ?? null,
    q.advertiserIds ?? null,
    q.dateRange?.startDate ?? null,
    q.dateRange?.endDate ?? null,
    q.platforms ?? null,
    q.platformAdTypes ?? null,
    q.platformLineItemIds ?? null,
    q.platformPixelNames ?? null,
    q.xandrPixelIds ?? null,
    q.adomniCampaignIds ?? null,
    q.withPixel ?? false,
  ];
  const sql = `
    FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
    WHERE d.advertiser_id IN (SELECT a.id FROM advertisers a WHERE ${inScope('a.client_id', 'a.id')} AND ($4::int[] IS NULL OR a.id = ANY($4::int[])))
      AND ($3::int[] IS NULL OR d.campaign_id = ANY($3::int[]))
      AND ($5::date IS NULL OR d.day >= $5::date) AND ($6::date IS NULL OR d.day <= $6::date)
      AND ($7::text[] IS NULL OR li.platform = ANY($7::text[])) AND ($8::text[] IS NULL OR li.ad_format = ANY($8::text[]))
      AND ($9::int[] IS NULL OR li.id = ANY($9::int[])) AND ($10::text[] IS NULL OR li.pixel_name = ANY($10::text[]))
      AND ($11::int[] IS NULL OR (li.platform = 'XANDR' AND li.pixel_name IS NOT NULL AND d.advertiser_id = ANY($11::int[])))
      AND ($12::int[] IS NULL OR (li.platform = 'ADOMNI' AND li.id = ANY($12::int[])))
      AND (NOT $13::boolean OR li.pixel_name IS NOT NULL)`;
  return { sql, params };
}

/** Runs a report over daily delivery inside the caller's scope. */
export async function runReportQuery(db: Database, scope: ClientScope, q: ReportQuery): Promise<Row[]> {
  assertDateRange(q.dateRange);
  const dims = [...new Set(q.groupBy)];
  const select = dims.map((dim) => `${DIMENSIONS[dim]} AS "${dim}"`);
  if (q.objectiveSql) select.push(`${q.objectiveSql} AS objective`);
  const where = deliveryWhere(scope, q);
  const positions = dims.map((_, i) => i + 1).join(', ');
  return db.query<Row>(
    `SELECT ${[...select, METRICS_SQL].join(', ')} ${where.sql}
    ${dims.length ? `GROUP BY ${positions} ORDER BY ${positions}` : ''}
    LIMIT $${where.params.length + 1}`,
    [...where.params, q.limit ?? 10000],
  );
}

/**
 * The last day with delivery of the report's campaigns (or advertisers): its "data as of". Channel filters and the
 * date range do not change it. One index probe per campaign or advertiser, so it stays cheap at any scale.
 */
export async function lastDeliveryDay(db: Database, scope: ClientScope, q: ReportFilter): Promise<string | null> {
  const sql = q.campaignIds
    ? `SELECT to_char(max(m.day), 'YYYY-MM-DD') AS day FROM campaigns c
      CROSS JOIN LATERAL (SELECT max(d.day) AS day FROM daily_delivery d WHERE d.campaign_id = c.id) m
      WHERE ${inScope('c.client_id', 'c.advertiser_id')} AND c.id = ANY($3::int[]) AND ($4::int[] IS NULL OR c.advertiser_id = ANY($4::int[]))`
    : `SELECT to_char(max(m.day), 'YYYY-MM-DD') AS day FROM advertisers a
      CROSS JOIN LATERAL (SELECT max(d.day) AS day FROM daily_delivery d WHERE d.advertiser_id = a.id) m
      WHERE ${inScope('a.client_id', 'a.id')} AND ($3::int[] IS NULL) AND ($4::int[] IS NULL OR a.id = ANY($4::int[]))`;
  const [row] = await db.query<{ day: string | null }>(sql, [
    ...scopeParams(scope),
    q.campaignIds ?? null,
    q.advertiserIds ?? null,
  ]);
  return row?.day ?? null;
}
