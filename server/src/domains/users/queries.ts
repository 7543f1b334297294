import { sql } from 'kysely';
import type { Static } from 'typebox';
import { scoped, tables } from '../../kernel/access/scoped';
import { likeText } from '../../kernel/http/schemas';
import type { ClientScope } from '../../kernel/access/scope';
import { HttpError, invalidField, notFound } from '../../kernel/http/errors';
import { sessionUsers } from '../../kernel/auth/resolve-user';
import type { Database } from '../../kernel/db/database';
import { contains, isAnyOf, TOTAL_COUNT } from '../../kernel/db/sql';
import type { IdentityAdmin } from './identity-admin';
import type { User } from './schemas';

export type UserRecord = Static<typeof User>;

/**
 * Users with their client and assignments, as the User schema describes: the columns a session knows a user by,
 * and the client, advertisers and groups that are the user's own (by their ids on the user's rows), read for user
 * administration, which the path guard allows.
 */
function usersWithAssignments(db: Database) {
  return sessionUsers(db)
    .select([
      sql<UserRecord['client']>`(SELECT json_build_object('id', c.id, 'name', c.name, 'apps', c.apps)
        FROM clients c WHERE c.id = u.client_id)`.as('client'),
      sql<number[]>`COALESCE((SELECT array_agg(ua.advertiser_id ORDER BY ua.advertiser_id)
        FROM user_advertisers ua WHERE ua.user_id = u.id), '{}')`.as('advertiserIds'),
      sql<number[]>`COALESCE((SELECT array_agg(ug.group_id ORDER BY ug.group_id)
        FROM user_advertiser_groups ug WHERE ug.user_id = u.id), '{}')`.as('advertiserGroupIds'),
      sql<
        UserRecord['advertisers']
      >`COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.id)
        FROM user_advertisers ua JOIN advertisers a ON a.id = ua.advertiser_id WHERE ua.user_id = u.id), '[]')`.as(
        'advertisers',
      ),
      sql<UserRecord['advertiserGroups']>`COALESCE((SELECT json_agg(json_build_object('id', g.id, 'name', g.name,
          'advertiserIds', COALESCE((SELECT array_agg(a.id ORDER BY a.id) FROM advertisers a WHERE a.group_id = g.id), '{}'))
          ORDER BY g.id)
        FROM user_advertiser_groups ug JOIN advertiser_groups g ON g.id = ug.group_id WHERE ug.user_id = u.id), '[]')`.as(
        'advertiserGroups',
      ),
    ])
    .$castTo<UserRecord>();
}

export async function userById(db: Database, id: number): Promise<UserRecord> {
  const user = await usersWithAssignments(db).where('u.id', '=', id).executeTakeFirst();
  if (!user) throw notFound();
  return user;
}

/** A list's search over full name and email, and which users by state (absent: enabled and disabled). */
export interface UserFilter {
  search?: string;
  enabled?: boolean;
}

/** Users of one kind (a client's standard users, or internal users): disabled last, then by email (the spec's order). */
function userPage(db: Database, filter: UserFilter, limit: number, offset: number) {
  const text = likeText(filter.search);
  return usersWithAssignments(db)
    .select(TOTAL_COUNT)
    .$if(text !== null, (q) => q.where(contains(sql`u.first_name || ' ' || u.last_name || ' ' || u.email`, text!)))
    .$if(filter.enabled !== undefined, (q) => q.where('u.enabled', '=', filter.enabled!))
    .orderBy('u.enabled', 'desc')
    .orderBy(sql`lower(u.email)`)
    .limit(limit)
    .offset(offset);
}

/** Standard users of one client. */
export async function standardUsers(
  db: Database,
  scope: ClientScope,
  filter: UserFilter,
  limit: number,
  offset: number,
) {
  return userPage(db, filter, limit, offset)
    .where('u.type', '=', 'STANDARD')
    .where('u.client_id', '=', scope.clientId)
    .execute();
}

export async function internalUsers(db: Database, filter: UserFilter, limit: number, offset: number) {
  return userPage(db, filter, limit, offset).where('u.type', '=', 'INTERNAL').execute();
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
  const existing = await tables(db)
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${user.email})`)
    .executeTakeFirst();
  if (existing)
    throw new HttpError(409, 'A user with this email already exists', [
      { field: 'email', message: 'is already in use' },
    ]);
  const email = user.email.toLowerCase();
  const row = await tables(db)
    .insertInto('users')
    .values({
      username: email,
      email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      type: user.type,
      client_id: user.clientId,
      privileges: user.privileges,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a standard user's assignments after checking every id is an advertiser (or group) the caller reaches. */
export async function assign(
  db: Database,
  userId: number,
  scope: ClientScope,
  advertiserIds: number[],
  groupIds: number[],
) {
  const advertisers = [...new Set(advertiserIds)];
  const groups = [...new Set(groupIds)];
  const reached = async (table: 'advertisers' | 'advertiser_groups', ids: number[]) =>
    ids.length === 0 ||
    (await scoped(db, scope).selectFrom(`${table} as t`).select('t.id').where(isAnyOf('t.id', ids)).execute())
      .length === ids.length;
  if (!(await reached('advertisers', advertisers)))
    throw invalidField('advertiserIds', 'must be advertisers of this client');
  if (!(await reached('advertiser_groups', groups)))
    throw invalidField('advertiserGroupIds', 'must be advertiser groups of this client');
  await tables(db).deleteFrom('user_advertisers').where('user_id', '=', userId).execute();
  await tables(db).deleteFrom('user_advertiser_groups').where('user_id', '=', userId).execute();
  if (advertisers.length > 0)
    await tables(db)
      .insertInto('user_advertisers')
      .values(advertisers.map((advertiserId) => ({ user_id: userId, advertiser_id: advertiserId })))
      .execute();
  if (groups.length > 0)
    await tables(db)
      .insertInto('user_advertiser_groups')
      .values(groups.map((groupId) => ({ user_id: userId, group_id: groupId })))
      .execute();
}

export const STALE_VERSION_MESSAGE =
  'Someone else saved this user while you were editing. Nothing was saved: open the user again to see their changes.';

/**
 * The version sent is not the stored one: someone else saved first, and nothing was written. Its answer carries
 * the sentence as `error`, which the banner shows as '409 - {error}' (spec section 8).
 */
export class StaleVersionError extends HttpError {
  constructor() {
    super(409, STALE_VERSION_MESSAGE, [], STALE_VERSION_MESSAGE);
  }
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
  const rows = await tables(db)
    .updateTable('users')
    .set((eb) => ({
      first_name: changes.firstName,
      last_name: changes.lastName,
      role: changes.role,
      privileges: changes.privileges ?? eb.ref('privileges'),
      version: eb('version', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .$if(changes.version !== undefined, (q) => q.where('version', '=', changes.version!))
    .returning('id')
    .execute();
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
    await tables(db).deleteFrom('users').where('id', '=', userId).execute();
    throw error;
  }
}

export async function setEnabled(db: Database, id: number, enabled: boolean) {
  await tables(db)
    .updateTable('users')
    .set((eb) => ({ enabled, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', id)
    .execute();
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
