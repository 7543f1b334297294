import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/database';

/** One sign-in: the refresh token (only its hash is kept) and the origin_jti all its tokens carry. */
export interface Session {
  originJti: string;
  sub: string;
  clientId: string;
  authTime: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

interface SessionRow {
  origin_jti: string;
  sub: string;
  client_id: string;
  auth_time: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

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
  const rows = await db.query<SessionRow>(
    `INSERT INTO identity_sessions (origin_jti, sub, client_id, refresh_token_hash, auth_time, expires_at)
     VALUES ($1, $2, $3, $4, now(), now() + make_interval(days => $5)) RETURNING *`,
    [randomUUID(), input.sub, input.clientId, hashToken(refreshToken), input.refreshTokenDays],
  );
  return { session: fromRow(rows[0]!), refreshToken };
}

export async function findSessionByRefreshToken(db: Database, refreshToken: string): Promise<Session | null> {
  const rows = await db.query<SessionRow>('SELECT * FROM identity_sessions WHERE refresh_token_hash = $1', [
    hashToken(refreshToken),
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function findSession(db: Database, originJti: string): Promise<Session | null> {
  if (!/^[0-9a-f-]{36}$/i.test(originJti)) return null;
  const rows = await db.query<SessionRow>('SELECT * FROM identity_sessions WHERE origin_jti = $1', [originJti]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function revokeSession(db: Database, originJti: string): Promise<void> {
  await db.query('UPDATE identity_sessions SET revoked_at = now() WHERE origin_jti = $1 AND revoked_at IS NULL', [
    originJti,
  ]);
}

/** GlobalSignOut, disabling an account: every sign-in of the account ends, access tokens included. */
export async function revokeAllSessions(db: Database, sub: string): Promise<void> {
  await db.query('UPDATE identity_sessions SET revoked_at = now() WHERE sub = $1 AND revoked_at IS NULL', [sub]);
}

export const isSessionLive = (session: Session | null, now = new Date()): session is Session =>
  !!session && !session.revokedAt && session.expiresAt > now;
