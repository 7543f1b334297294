import { sql } from 'kysely';
import { tables } from '../access/scoped';
import type { Database } from '../db/database';
import { isoText } from '../db/sql';
import type { SessionUser } from './session-user';
import type { VerifiedClaims } from './verifier';

export type { SessionUser };

/** Users as a session knows them; shared by every query that finds the user behind a request. */
export const sessionUsers = (db: Database) =>
  tables(db)
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      sql<SessionUser['type']>`u.type`.as('type'),
      'u.role',
      'u.client_id as clientId',
      'u.enabled',
      sql<boolean>`u.terms_accepted_at IS NOT NULL`.as('termsOfUseAccepted'),
      'u.privileges',
      'u.version',
      isoText('u.created_at').as('createdAt'),
      isoText('u.updated_at').as('updatedAt'),
    ]);

/** The user row behind a verified token, found by its email; null when unknown or disabled (both answer 401). */
export async function resolveUser(db: Database, claims: Pick<VerifiedClaims, 'email'>): Promise<SessionUser | null> {
  const user = await sessionUsers(db)
    .where(sql`lower(u.email)`, '=', claims.email.toLowerCase())
    .executeTakeFirst();
  return user && user.enabled ? user : null;
}

/** An enabled user by username or email (any case), as agency staff name someone to act for. */
export async function userNamed(db: Database, name: string): Promise<SessionUser | null> {
  const user = await sessionUsers(db)
    .where('u.enabled', '=', true)
    .where((eb) => eb.or([eb('u.username', '=', name), eb(sql`lower(u.email)`, '=', name.toLowerCase())]))
    .limit(1)
    .executeTakeFirst();
  return user ?? null;
}
