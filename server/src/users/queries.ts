import { sql } from 'kysely';
import { tables } from '../access/scoped';
import { likeText } from '../api/schemas';
import { USER_COLUMNS } from '../auth/resolve-user';
import type { ClientScope } from '../access/scope';
import { HttpError, notFound } from '../api/errors';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { IdentityAdmin } from './identity-admin';
import type { User } from './schemas';

/** A user with their client and assignments, as the User schema describes. */
const USER_SELECT = `
  SELECT ${USER_COLUMNS},
    CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'apps', c.apps) END AS client,
    COALESCE((SELECT array_agg(ua.advertiser_id ORDER BY ua.advertiser_id) FROM user_advertisers ua WHERE ua.user_id = u.id), '{}') AS "advertiserIds",
    COALESCE((SELECT array_agg(ug.group_id ORDER BY ug.group_id) FROM user_advertiser_groups ug WHERE ug.user_id = u.id), '{}') AS "advertiserGroupIds",
    COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.id) FROM user_advertisers ua
      JOIN advertisers a ON a.id = ua.advertiser_id WHERE ua.user_id = u.id), '[]') AS advertisers,
    COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'advertiserIds',
        COALESCE((SELECT array_agg(a.id ORDER BY a.id) FROM advertisers a WHERE a.group_id = g.id), '{}')) ORDER BY g.id)
      FROM user_advertiser_groups ug JOIN advertiser_groups g ON g.id = ug.group_id WHERE ug.user_id = u.id), '[]') AS "advertiserGroups"
  FROM users u LEFT JOIN clients c ON c.id = u.client_id`;

export type UserRecord = Static<typeof User>;

export async function userById(db: Database, id: number): Promise<UserRecord> {
  const [user] = await db.query<UserRecord>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  if (!user) throw notFound();
  return user;
}

/** A list's search over full name and email, and which users by state (absent: enabled and disabled). */
export interface UserFilter {
  search?: string;
  enabled?: boolean;
}

/** Standard users of one client: disabled last, then by email (the spec's order). */
export async function standardUsers(
  db: Database,
  scope: ClientScope,
  filter: UserFilter,
  limit: number,
  offset: number,
) {
  return db.query<UserRecord & { totalCount: number }>(
    `${USER_SELECT}
    WHERE u.type = 'STANDARD' AND u.client_id = $1
      AND ($2::text IS NULL OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE '%' || $2 || '%')
      AND ($5::boolean IS NULL OR u.enabled = $5)
    ORDER BY u.enabled DESC, lower(u.email) LIMIT $3 OFFSET $4`.replace(
      `SELECT ${USER_COLUMNS}`,
      `SELECT count(*) OVER ()::int AS "totalCount", ${USER_COLUMNS}`,
    ),
    [scope.clientId, likeText(filter.search), limit, offset, filter.enabled ?? null],
  );
}

export async function internalUsers(db: Database, filter: UserFilter, limit: number, offset: number) {
  return db.query<UserRecord & { totalCount: number }>(
    `${USER_SELECT}
    WHERE u.type = 'INTERNAL' AND ($1::text IS NULL OR (u.first_name || ' ' || u.last_name || ' ' || u.email) ILIKE '%' || $1 || '%')
      AND ($4::boolean IS NULL OR u.enabled = $4)
    ORDER BY u.enabled DESC, lower(u.email) LIMIT $2 OFFSET $3`.replace(
      `SELECT ${USER_COLUMNS}`,
      `SELECT count(*) OVER ()::int AS "totalCount", ${USER_COLUMNS}`,
    ),
    [likeText(filter.search), limit, offset, filter.enabled ?? null],
  );
}

/** Users by username (any case) in the caller's reach: standard users of the client, or (clientId null) internal users. */
const reachableUser = (db: Database, username: string, clientId: number | null) =>
  tables(db)
    .selectFrom('users as u')
    .where(sql<boolean>`lower(u.username) = lower(${username})`)
    .$if(clientId === null, (w) => w.where('u.type', '=', 'INTERNAL'))
    .$if(clientId !== null, (w) => w.where('u.type', '=', 'STANDARD').where('u.client_id', '=', clientId));

/** A user by username inside a client (standard) or among internal users (clientId null); else 404. */
export async function userIdByUsername(db: Database, username: string, clientId: number | null): Promise<number> {
  const row = await reachableUser(db, username, clientId).select('u.id').executeTakeFirst();
  if (!row) throw notFound();
  return row.id;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  type: 'STANDARD' | 'INTERNAL';
  clientId: number | null;
  privileges: string[];
}

export async function insertUser(db: Database, user: NewUser): Promise<number> {
  const existing = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [user.email]);
  if (existing.length > 0)
    throw new HttpError(409, 'A user with this email already exists', [
      { field: 'email', message: 'is already in use' },
    ]);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name, role, type, client_id, privileges)
    VALUES (lower($1), lower($1), $2, $3, $4, $5, $6, $7::text[]) RETURNING id`,
    [user.email, user.firstName, user.lastName, user.role, user.type, user.clientId, user.privileges],
  );
  return row!.id;
}

/** Replaces a standard user's assignments after checking every id belongs to the client. */
export async function assign(
  db: Database,
  userId: number,
  clientId: number,
  advertiserIds: number[],
  groupIds: number[],
) {
  const badAdvertisers = await db.query(
    'SELECT 1 FROM unnest($1::int[]) AS x(id) WHERE x.id NOT IN (SELECT id FROM advertisers WHERE client_id = $2)',
    [advertiserIds, clientId],
  );
  if (badAdvertisers.length > 0)
    throw new HttpError(400, 'Invalid body', [
      { field: 'advertiserIds', message: 'must be advertisers of this client' },
    ]);
  const badGroups = await db.query(
    'SELECT 1 FROM unnest($1::int[]) AS x(id) WHERE x.id NOT IN (SELECT id FROM advertiser_groups WHERE client_id = $2)',
    [groupIds, clientId],
  );
  if (badGroups.length > 0)
    throw new HttpError(400, 'Invalid body', [
      { field: 'advertiserGroupIds', message: 'must be advertiser groups of this client' },
    ]);
  await db.query('DELETE FROM user_advertisers WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_advertiser_groups WHERE user_id = $1', [userId]);
  await db.query(
    'INSERT INTO user_advertisers (user_id, advertiser_id) SELECT $1, a FROM (SELECT DISTINCT unnest($2::int[]) AS a) s',
    [userId, advertiserIds],
  );
  await db.query(
    'INSERT INTO user_advertiser_groups (user_id, group_id) SELECT $1, g FROM (SELECT DISTINCT unnest($2::int[]) AS g) s',
    [userId, groupIds],
  );
}

export const STALE_VERSION_MESSAGE =
  'Someone else saved this user while you were editing. Nothing was saved: open the user again to see their changes.';

/** The version sent is not the stored one: someone else saved first, and nothing was written. */
export class StaleVersionError extends HttpError {
  constructor() {
    super(409, STALE_VERSION_MESSAGE);
  }
}

/** Its answer carries the sentence as `error`, which the banner shows as '409 - {error}' (spec section 8). */
export function staleVersionBody() {
  return { status: 409, error: STALE_VERSION_MESSAGE, message: STALE_VERSION_MESSAGE, fields: [] };
}

/**
 * Writes the new fields. With a version, the row changes only if it still has that version, checked in the
 * same statement, so two saves of the same version cannot both win; a miss is a 409 and nothing is written.
 */
export async function updateUser(
  db: Database,
  id: number,
  changes: { firstName: string; lastName: string; role: string; privileges?: string[]; version?: number },
) {
  const rows = await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, role = $4, privileges = COALESCE($5::text[], privileges),
    version = version + 1, updated_at = now() WHERE id = $1 AND ($6::int IS NULL OR version = $6) RETURNING id`,
    [id, changes.firstName, changes.lastName, changes.role, changes.privileges ?? null, changes.version ?? null],
  );
  if (rows.length === 0) throw new StaleVersionError();
}

/**
 * Creates the sign-in at the identity provider (which mails the invitation). It runs after the user row is
 * committed (the provider shares the database, and PGlite serialises transactions), so a refusal removes the row.
 */
export async function inviteOrUndo(
  db: Database,
  identityAdmin: IdentityAdmin | undefined,
  userId: number,
  email: string,
) {
  try {
    await identityAdmin?.createUser(email.toLowerCase());
  } catch (error) {
    await db.query('DELETE FROM users WHERE id = $1', [userId]);
    throw error;
  }
}

export async function setEnabled(db: Database, id: number, enabled: boolean) {
  await db.query('UPDATE users SET enabled = $2, version = version + 1, updated_at = now() WHERE id = $1', [
    id,
    enabled,
  ]);
}

/** The email of a user in the caller's reach: a standard user of the client, or (clientId null) an internal user. */
export async function reachableUserEmail(db: Database, username: string, clientId: number | null): Promise<string> {
  const row = await reachableUser(db, username, clientId).select('u.email').executeTakeFirst();
  if (!row) throw notFound();
  return row.email;
}

/** The user's own names (a new version of the user). */
export async function renameUser(db: Database, id: number, names: { firstName?: string; lastName?: string }) {
  await tables(db)
    .updateTable('users')
    .set((eb) => ({
      first_name: names.firstName ?? eb.ref('first_name'),
      last_name: names.lastName ?? eb.ref('last_name'),
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}

/** Records the first acceptance of the terms of use; accepting again keeps the first date. */
export async function acceptTermsOfUse(db: Database, id: number) {
  await tables(db)
    .updateTable('users')
    .set((eb) => ({
      terms_accepted_at: eb.fn.coalesce('terms_accepted_at', sql<Date>`now()`),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .execute();
}
