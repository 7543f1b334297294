import { likeText } from '../api/schemas';
import { clientFilter, type AccessScope, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Client, ClientSummary, TeamMember } from './schemas';

/** Clients the caller reaches, by name, optionally filtered by a case-insensitive label search. */
export async function listClients(
  db: Database,
  scope: AccessScope,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const filter = clientFilter(scope);
  const n = filter.params.length;
  return db.query<Static<typeof ClientSummary> & { totalCount: number }>(
    `
    SELECT c.id, c.name, c.name AS label, c.apps, c.brand, c.website, count(*) OVER ()::int AS "totalCount"
    FROM clients c WHERE ${filter.sql} AND ($${n + 1}::text IS NULL OR c.name ILIKE '%' || $${n + 1} || '%')
    ORDER BY c.name, c.id LIMIT $${n + 2} OFFSET $${n + 3}`,
    [...filter.params, likeText(search), limit, offset],
  );
}

/** One client with its advertiser groups; a restricted user sees only the advertisers assigned to them. */
export async function clientById(db: Database, scope: ClientScope) {
  const [client] = await db.query<Static<typeof Client>>(
    `
    SELECT c.id, c.name, c.apps, c.brand, c.website,
      COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'advertiserIds', ids.ids,
          'advertisers', ids.advertisers) ORDER BY g.name, g.id)
        FROM advertiser_groups g
        CROSS JOIN LATERAL (SELECT COALESCE(array_agg(a.id ORDER BY a.id), '{}') AS ids,
            COALESCE(json_agg(json_build_object('id', a.id, 'name', a.name, 'website', a.website) ORDER BY a.name), '[]') AS advertisers
          FROM advertisers a WHERE a.group_id = g.id AND ($2::int[] IS NULL OR a.id = ANY($2::int[]))) AS ids
        WHERE g.client_id = c.id AND ($2::int[] IS NULL OR cardinality(ids.ids) > 0)), '[]') AS "advertiserGroups"
    FROM clients c WHERE c.id = $1`,
    [scope.clientId, scope.advertiserIds],
  );
  if (!client) throw notFound();
  return client;
}

export async function clientTeam(db: Database, scope: ClientScope) {
  return db.query<Static<typeof TeamMember>>(
    `
    SELECT m.id, m.name, m.title, m.email, m.phone, m.is_account_manager AS "isAccountManager", m.photo IS NOT NULL AS "hasPhoto"
    FROM client_team_members m WHERE m.client_id = $1 ORDER BY m.is_account_manager DESC, m.name`,
    [scope.clientId],
  );
}

export async function accountManagerPhoto(db: Database, scope: ClientScope) {
  const [row] = await db.query<{ photo: Uint8Array; mimeType: string; name: string }>(
    `
    SELECT m.photo, m.photo_mime_type AS "mimeType", m.name FROM client_team_members m
    WHERE m.client_id = $1 AND m.is_account_manager AND m.photo IS NOT NULL ORDER BY m.id LIMIT 1`,
    [scope.clientId],
  );
  if (!row) throw notFound();
  return row;
}
