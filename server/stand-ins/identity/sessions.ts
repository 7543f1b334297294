import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { tables } from '../../src/kernel/access/scoped';
import type { Database } from '../../src/kernel/db/database';
import type { Tables } from '../../src/kernel/db/sql';

/** One sign-in: the refresh token (only its hash is kept) and the origin_jti all its tokens carry. */
export interface Session {
  originJti: string;
  sub: string;
  clientId: string;
  authTime: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

type SessionRow = Selectable<Tables['identity_sessions']>;

const sessions = (db: Database) => tables(db).selectFrom('identity_sessions').selectAll();

const fromRow = (row: SessionRow): Session => ({
  originJti: row.origin_jti,
  sub: row.sub,
  clientId: row.client_id,
  authTime: new Date(row.auth_time),
  expiresAt: new Date(row.expires_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startSession(
  db: Database,
  input: { sub: string; clientId: string; refreshTokenDays: number },
): Promise<{ session: Session; refreshToken: string }> {
  // Opaque and long: Amplify never reads a refresh token, it only sends it back.
  const refreshToken = randomBytes(48).toString('base64url');
  const row = await tables(db)
    .insertInto('identity_sessions')
    .values({
      origin_jti: randomUUID(),
      sub: input.sub,
      client_id: input.clientId,
      refresh_token_hash: hashToken(refreshToken),
      auth_time: sql<Date>`now()`,
      expires_at: sql<Date>`now() + make_interval(days => ${input.refreshTokenDays})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { session: fromRow(row), refreshToken };
}

export async function findSessionByRefreshToken(db: Database, refreshToken: string): Promise<Session | null> {
  const row = await sessions(db).where('refresh_token_hash', '=', hashToken(refreshToken)).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function findSession(db: Database, originJti: string): Promise<Session | null> {
  if (!/^[0-9a-f-]{36}$/i.test(originJti)) return null;
  const row = await sessions(db).where('origin_jti', '=', originJti).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Ends the sessions still live whose `column` is `value`. */
async function revokeSessionsWhere(db: Database, column: 'origin_jti' | 'sub', value: string): Promise<void> {
  await tables(db)
    .updateTable('identity_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .execute();
}

export const revokeSession = (db: Database, originJti: string) => revokeSessionsWhere(db, 'origin_jti', originJti);

/** GlobalSignOut, disabling an account: every sign-in of the account ends, access tokens included. */
export const revokeAllSessions = (db: Database, sub: string) => revokeSessionsWhere(db, 'sub', sub);

export const isSessionLive = (session: Session | null, now = new Date()): session is Session =>
  !!session && !session.revokedAt && session.expiresAt > now;
