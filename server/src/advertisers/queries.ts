import { likeText } from '../api/schemas';
import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Advertiser } from './schemas';

const FULL = `a.id, a.name, a.website, a.group_id AS "advertiserGroupId",
  json_build_object('countOfCampaignsClosedWon', (SELECT count(*)::int FROM campaigns c WHERE c.advertiser_id = a.id AND c.status = 'Closed Won'),
    'countOfCampaignsActive', (SELECT count(*)::int FROM campaigns c WHERE c.advertiser_id = a.id AND c.status = 'Live')) AS "countsForCurrentClient"`;
const SUMMARY = 'a.id, a.name, a.website';

export interface AdvertiserFilter {
  advertiserIds?: number[];
  search?: string;
  view: 'full' | 'summary';
  limit: number;
  offset: number;
}

export async function listAdvertisers(db: Database, scope: ClientScope, f: AdvertiserFilter) {
  return db.query<Static<typeof Advertiser> & { totalCount: number }>(
    `
    SELECT ${f.view === 'full' ? FULL : SUMMARY}, count(*) OVER ()::int AS "totalCount"
    FROM advertisers a
    WHERE ${inScope('a.client_id', 'a.id')} AND ($3::int[] IS NULL OR a.id = ANY($3::int[]))
      AND ($4::text IS NULL OR a.name ILIKE '%' || $4 || '%')
    ORDER BY a.name, a.id LIMIT $5 OFFSET $6`,
    [...scopeParams(scope), f.advertiserIds ?? null, likeText(f.search), f.limit, f.offset],
  );
}

export async function advertiserById(db: Database, scope: ClientScope, id: number) {
  const [row] = await db.query<Static<typeof Advertiser>>(
    `SELECT ${FULL} FROM advertisers a WHERE ${inScope('a.client_id', 'a.id')} AND a.id = $3`,
    [...scopeParams(scope), id],
  );
  if (!row) throw notFound();
  return row;
}
