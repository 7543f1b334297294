import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import { likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { contains, isAnyOf, TOTAL_COUNT } from '../../kernel/db/sql';
import { EXCLUDED, LIVE } from '../../semantic/statuses';
import type { Advertiser } from './schemas';

/** countOfCampaignsActive is the advertiser's live campaigns (the status vocabulary's "live"), shown as such. */
const COUNTS = sql<Static<typeof Advertiser>['countsForCurrentClient']>`json_build_object(
  'countOfCampaignsClosedWon', (SELECT count(*)::int FROM campaigns c WHERE c.advertiser_id = a.id AND c.status = ${EXCLUDED}),
  'countOfCampaignsActive', (SELECT count(*)::int FROM campaigns c WHERE c.advertiser_id = a.id AND c.status = ANY(${[...LIVE]}::text[])))`;

export interface AdvertiserFilter {
  advertiserIds?: number[];
  search?: string;
  limit: number;
  offset: number;
}

function advertisers(db: Database, scope: ClientScope, f: AdvertiserFilter) {
  const search = likeText(f.search);
  return scoped(db, scope)
    .selectFrom('advertisers as a')
    .select(['a.id', 'a.name', 'a.website', TOTAL_COUNT])
    .$if(f.advertiserIds !== undefined, (q) => q.where(isAnyOf('a.id', f.advertiserIds!)))
    .$if(search !== null, (q) => q.where(contains('a.name', search!)))
    .orderBy('a.name')
    .orderBy('a.id')
    .limit(f.limit)
    .offset(f.offset);
}

/** The advertisers page: with the group and the campaign counts. */
export async function listAdvertisers(db: Database, scope: ClientScope, f: AdvertiserFilter) {
  return advertisers(db, scope, f)
    .select(['a.group_id as advertiserGroupId', COUNTS.as('countsForCurrentClient')])
    .execute();
}

/** What pickers need: id, name, website. */
export async function advertiserSummaries(db: Database, scope: ClientScope, f: AdvertiserFilter) {
  return advertisers(db, scope, f).execute();
}

export async function advertiserById(db: Database, scope: ClientScope, id: number): Promise<Static<typeof Advertiser>> {
  const row = await scoped(db, scope)
    .selectFrom('advertisers as a')
    .select(['a.id', 'a.name', 'a.website', 'a.group_id as advertiserGroupId', COUNTS.as('countsForCurrentClient')])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
