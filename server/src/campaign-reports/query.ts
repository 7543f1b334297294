import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { HttpError } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { ResultRow } from './schemas';
import { DIMENSIONS, METRICS_SQL, type Dimension } from './dimensions';

export interface ReportQuery {
  campaignIds?: number[];
  advertiserIds?: number[];
  groupBy: Dimension[];
  dateRange?: { startDate: string; endDate: string };
  platforms?: string[];
  platformAdTypes?: string[];
  platformLineItemIds?: number[];
  platformPixelNames?: string[];
  limit?: number;
}

/**
 * Runs a report over daily delivery inside the caller's scope. The advertiser list comes from the scope, so
 * the delivery table is read through its advertiser or campaign index, never across other clients.
 */
export async function runReportQuery(db: Database, scope: ClientScope, q: ReportQuery) {
  if (q.dateRange && q.dateRange.startDate > q.dateRange.endDate) {
    throw new HttpError(400, 'Invalid body', [
      { field: 'queryParams.dateRange', message: 'startDate must not be after endDate' },
    ]);
  }
  const dims = [...new Set(q.groupBy)];
  const select = dims.map((dim) => `${DIMENSIONS[dim]} AS "${dim}"`);
  const params = [
    ...scopeParams(scope),
    q.campaignIds ?? null,
    q.advertiserIds ?? null,
    q.dateRange?.startDate ?? null,
    q.dateRange?.endDate ?? null,
    q.platforms ?? null,
    q.platformAdTypes ?? null,
    q.platformLineItemIds ?? null,
    q.platformPixelNames ?? null,
    q.limit ?? 10000,
  ];
  const rows = await db.query<Static<typeof ResultRow>>(
    `
    SELECT ${[...select, METRICS_SQL].join(', ')}
    FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
    WHERE d.advertiser_id IN (SELECT a.id FROM advertisers a WHERE ${inScope('a.client_id', 'a.id')} AND ($4::int[] IS NULL OR a.id = ANY($4::int[])))
      AND ($3::int[] IS NULL OR d.campaign_id = ANY($3::int[]))
      AND ($5::date IS NULL OR d.day >= $5::date) AND ($6::date IS NULL OR d.day <= $6::date)
      AND ($7::text[] IS NULL OR li.platform = ANY($7::text[])) AND ($8::text[] IS NULL OR li.ad_format = ANY($8::text[]))
      AND ($9::int[] IS NULL OR li.id = ANY($9::int[])) AND ($10::text[] IS NULL OR li.pixel_name = ANY($10::text[]))
    ${dims.length ? `GROUP BY ${dims.map((_, i) => i + 1).join(', ')} ORDER BY ${dims.map((_, i) => i + 1).join(', ')}` : ''}
    LIMIT $11`,
    params,
  );
  return rows;
}
