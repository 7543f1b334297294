import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { day } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Audience, AudienceReport, CountPoint, QueryResult } from './schemas';

/** Audiences are reached through their advertiser, so the scope applies to the advertiser. */
const AUDIENCE_IN_SCOPE = `EXISTS (SELECT 1 FROM advertisers a WHERE a.id = au.advertiser_id AND ${inScope('a.client_id', 'a.id')})`;

export async function audiencesWithCounts(db: Database, scope: ClientScope, advertiserId: number) {
  return db.query<Static<typeof Audience>>(
    `
    SELECT au.id, au.name, au.segment_type AS "segmentType", au.description, au.advertiser_id AS "advertiserId",
      json_build_object('deviceCount', latest.device_count, 'householdCount', latest.household_count, 'asOf', ${day('latest.day')}) AS counts
    FROM audiences au
    LEFT JOIN LATERAL (SELECT * FROM audience_counts ac WHERE ac.audience_id = au.id ORDER BY ac.day DESC LIMIT 1) AS latest ON TRUE
    WHERE ${AUDIENCE_IN_SCOPE} AND au.advertiser_id = $3 ORDER BY au.name, au.id`,
    [...scopeParams(scope), advertiserId],
  );
}

async function requireAudience(db: Database, scope: ClientScope, audienceId: number) {
  const rows = await db.query(`SELECT 1 FROM audiences au WHERE ${AUDIENCE_IN_SCOPE} AND au.id = $3`, [
    ...scopeParams(scope),
    audienceId,
  ]);
  if (rows.length === 0) throw notFound();
}

export async function countsHistory(
  db: Database,
  scope: ClientScope,
  audienceId: number,
  startDate?: string,
  endDate?: string,
) {
  await requireAudience(db, scope, audienceId);
  return db.query<Static<typeof CountPoint>>(
    `
    SELECT ${day('ac.day')} AS day, ac.device_count AS "deviceCount", ac.household_count AS "householdCount"
    FROM audience_counts ac WHERE ac.audience_id = $1 AND ($2::date IS NULL OR ac.day >= $2::date) AND ($3::date IS NULL OR ac.day <= $3::date)
    ORDER BY ac.day`,
    [audienceId, startDate ?? null, endDate ?? null],
  );
}

export async function audienceReports(db: Database, scope: ClientScope, audienceId: number) {
  await requireAudience(db, scope, audienceId);
  return db.query<Static<typeof AudienceReport>>(
    'SELECT r.id, r.name, r.query_name AS "queryName" FROM audience_reports r WHERE r.audience_id = $1 ORDER BY r.id',
    [audienceId],
  );
}

/** Runs one of the audience's named queries: the rows come back largest share first. */
export async function runAudienceQuery(
  db: Database,
  scope: ClientScope,
  audienceId: number,
  queryName: string,
  limit: number,
) {
  await requireAudience(db, scope, audienceId);
  const reports = await db.query('SELECT 1 FROM audience_reports WHERE audience_id = $1 AND query_name = $2', [
    audienceId,
    queryName,
  ]);
  if (reports.length === 0) throw notFound();
  const data = await db.query<Static<typeof QueryResult>['data'][number]>(
    `
    SELECT i.label, i.value, i.index_value AS "index", round((i.value / NULLIF(sum(i.value) OVER (), 0) * 100)::numeric, 2)::float8 AS share
    FROM audience_insights i WHERE i.audience_id = $1 AND i.query_name = $2 ORDER BY i.value DESC, i.label LIMIT $3`,
    [audienceId, queryName, limit],
  );
  return { name: queryName, data };
}
