import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { AccessScope, ClientScope } from '../../kernel/access/scope';
import { reachableClients, scopeCondition, scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import { likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { contains, TOTAL_COUNT } from '../../kernel/db/sql';
import type { Client, ClientSummary, TeamMember } from './schemas';

/** Clients the caller reaches, by name, optionally filtered by a case-insensitive label search. */
export async function listClients(
  db: Database,
  scope: AccessScope,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<(Static<typeof ClientSummary> & { totalCount: number })[]> {
  const text = likeText(search);
  return reachableClients(db, scope)
    .select(['c.id', 'c.name', 'c.name as label', 'c.apps', 'c.brand', 'c.website'])
    .select(TOTAL_COUNT)
    .$if(text !== null, (q) => q.where(contains('c.name', text!)))
    .orderBy('c.name')
    .orderBy('c.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One client with its advertiser groups; a restricted user sees only the advertisers assigned to them. */
/** The client's own name, as its users and the agency call it. */
export async function clientName(db: Database, scope: ClientScope): Promise<string | null> {
  const row = await scoped(db, scope).selectFrom('clients as c').select('c.name').executeTakeFirst();
  return row?.name ?? null;
}

export async function clientById(db: Database, scope: ClientScope): Promise<Static<typeof Client>> {
  const narrowed = scope.advertiserIds !== null;
  const client = await scoped(db, scope)
    .selectFrom('clients as c')
    .select(['c.id', 'c.name', 'c.apps', 'c.brand', 'c.website'])
    .select(
      sql<
        Static<typeof Client>['advertiserGroups']
      >`COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name,
          'advertiserIds', ids.ids, 'advertisers', ids.advertisers) ORDER BY g.name, g.id)
        FROM advertiser_groups g
        CROSS JOIN LATERAL (SELECT COALESCE(array_agg(a.id ORDER BY a.id), '{}') AS ids,
            COALESCE(json_agg(json_build_object('id', a.id, 'name', a.name, 'website', a.website) ORDER BY a.name), '[]') AS advertisers
          FROM advertisers a WHERE a.group_id = g.id AND ${scopeCondition(scope, 'advertisers', 'a')}) AS ids
        WHERE ${scopeCondition(scope, 'advertiser_groups', 'g')} AND ${narrowed ? sql`cardinality(ids.ids) > 0` : sql`TRUE`}), '[]')`.as(
        'advertiserGroups',
      ),
    )
    .executeTakeFirst();
  if (!client) throw notFound();
  return client;
}

export async function clientTeam(db: Database, scope: ClientScope): Promise<Static<typeof TeamMember>[]> {
  return scoped(db, scope)
    .selectFrom('client_team_members as m')
    .select(['m.id', 'm.name', 'm.title', 'm.email', 'm.phone', 'm.is_account_manager as isAccountManager'])
    .select(sql<boolean>`m.photo IS NOT NULL`.as('hasPhoto'))
    .orderBy('m.is_account_manager', 'desc')
    .orderBy('m.name')
    .execute();
}

export async function accountManagerPhoto(db: Database, scope: ClientScope) {
  const row = await scoped(db, scope)
    .selectFrom('client_team_members as m')
    .select(['m.photo', 'm.photo_mime_type as mimeType', 'm.name'])
    .where('m.is_account_manager', '=', true)
    .where('m.photo', 'is not', null)
    .orderBy('m.id')
    .limit(1)
    .executeTakeFirst();
  if (!row?.photo) throw notFound();
  return { ...row, photo: row.photo };
}
