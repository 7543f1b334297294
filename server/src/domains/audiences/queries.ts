import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { dateOf, dayText } from '../../kernel/db/sql';
import type { Audience, AudienceReport, CountPoint, QueryResult } from './schemas';

/** Audiences are reached through their advertiser: scoped() applies the scope to the advertiser. */
const audience = (db: Database, scope: ClientScope, audienceId: number) =>
  scoped(db, scope).selectFrom('audiences as au').where('au.id', '=', audienceId);

/** The latest device count of the audience `au`. */
export const LATEST_DEVICE_COUNT = sql<
  number | null
>`(SELECT ac.device_count FROM audience_counts ac WHERE ac.audience_id = au.id ORDER BY ac.day DESC LIMIT 1)`;

export async function audiencesWithCounts(
  db: Database,
  scope: ClientScope,
  advertiserId: number,
): Promise<Static<typeof Audience>[]> {
  return scoped(db, scope)
    .selectFrom('audiences as au')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('audience_counts as ac')
          .select(['ac.device_count', 'ac.household_count', 'ac.day'])
          .whereRef('ac.audience_id', '=', 'au.id')
          .orderBy('ac.day', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'au.id',
      'au.name',
      'au.segment_type as segmentType',
      'au.description',
      'au.advertiser_id as advertiserId',
    ])
    .select(
      sql<Static<typeof Audience>['counts']>`json_build_object('deviceCount', latest.device_count,
        'householdCount', latest.household_count, 'asOf', ${dayText('latest.day')})`.as('counts'),
    )
    .where('au.advertiser_id', '=', advertiserId)
    .orderBy('au.name')
    .orderBy('au.id')
    .execute();
}

async function requireAudience(db: Database, scope: ClientScope, audienceId: number) {
  if (!(await audience(db, scope, audienceId).select('au.id').executeTakeFirst())) throw notFound();
}

export async function countsHistory(
  db: Database,
  scope: ClientScope,
  audienceId: number,
  startDate?: string,
  endDate?: string,
): Promise<Static<typeof CountPoint>[]> {
  await requireAudience(db, scope, audienceId);
  return audience(db, scope, audienceId)
    .innerJoin('audience_counts as ac', 'ac.audience_id', 'au.id')
    .select([dayText('ac.day').as('day'), 'ac.device_count as deviceCount', 'ac.household_count as householdCount'])
    .$if(startDate !== undefined, (q) => q.where('ac.day', '>=', dateOf(startDate!)))
    .$if(endDate !== undefined, (q) => q.where('ac.day', '<=', dateOf(endDate!)))
    .orderBy('ac.day')
    .execute();
}

export async function audienceReports(
  db: Database,
  scope: ClientScope,
  audienceId: number,
): Promise<Static<typeof AudienceReport>[]> {
  await requireAudience(db, scope, audienceId);
  return audience(db, scope, audienceId)
    .innerJoin('audience_reports as r', 'r.audience_id', 'au.id')
    .select([
      'r.id',
      'r.name',
      'r.query_name as queryName',
      sql<Static<typeof AudienceReport>['page']>`r.page`.as('page'),
    ])
    .orderBy('r.page')
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
}

/**
 * Runs one of the audience's reports by its query's name (404 when the audience has no such report): the rows come
 * back largest share first.
 */
export async function runAudienceQuery(
  db: Database,
  scope: ClientScope,
  audienceId: number,
  queryName: string,
  limit: number,
): Promise<Static<typeof QueryResult>> {
  const report = await audience(db, scope, audienceId)
    .innerJoin('audience_reports as r', 'r.audience_id', 'au.id')
    .select('r.id')
    .where('r.query_name', '=', queryName)
    .executeTakeFirst();
  if (!report) throw notFound();
  const data = await audience(db, scope, audienceId)
    .innerJoin('audience_insights as i', 'i.audience_id', 'au.id')
    .select([
      'i.label',
      'i.value',
      'i.index_value as index',
      sql<number | null>`round((i.value / NULLIF(sum(i.value) OVER (), 0) * 100)::numeric, 2)::float8`.as('share'),
    ])
    .where('i.query_name', '=', queryName)
    .orderBy('i.value', 'desc')
    .orderBy('i.label')
    .limit(limit)
    .execute();
  return { name: queryName, data };
}
