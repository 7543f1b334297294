import { HttpError } from '../../api/errors';
import type { Database } from '../../db/database';
import { decrypt, encrypt, tokenHash } from '../crypto';
import { isSourceType } from '../sources';
import type { OAuthClients } from './client';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  subject: string | null;
}

export interface TokenGrant {
  access_token: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
}

/** Encrypted before they reach the database; a refresh token also leaves its hash to be found by. */
export async function saveTokens(
  db: Database,
  key: Buffer,
  connectionId: number,
  grant: TokenGrant,
  subject: string | null,
): Promise<void> {
  const expiresAt = grant.expires_in ? new Date(Date.now() + grant.expires_in * 1000) : null;
  await db.query(
    `INSERT INTO analytics_connection_tokens (connection_id, access_token, refresh_token, refresh_token_hash, expires_at, scope, subject)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (connection_id) DO UPDATE SET access_token = EXCLUDED.access_token,
      refresh_token = COALESCE(EXCLUDED.refresh_token, analytics_connection_tokens.refresh_token),
      refresh_token_hash = COALESCE(EXCLUDED.refresh_token_hash, analytics_connection_tokens.refresh_token_hash),
      expires_at = EXCLUDED.expires_at, scope = COALESCE(EXCLUDED.scope, analytics_connection_tokens.scope),
      subject = COALESCE(EXCLUDED.subject, analytics_connection_tokens.subject), updated_at = now()`,
    [
      connectionId,
      encrypt(key, grant.access_token),
      grant.refresh_token ? encrypt(key, grant.refresh_token) : null,
      grant.refresh_token ? tokenHash(grant.refresh_token) : null,
      expiresAt?.toISOString() ?? null,
      grant.scope ?? null,
      subject,
    ],
  );
}

export async function loadTokens(db: Database, key: Buffer, connectionId: number): Promise<StoredTokens | null> {
  const [row] = await db.query<{
    access: Uint8Array;
    refresh: Uint8Array | null;
    expiresAt: string | Date | null;
    subject: string | null;
  }>(
    `SELECT access_token AS access, refresh_token AS refresh, expires_at AS "expiresAt", subject
    FROM analytics_connection_tokens WHERE connection_id = $1`,
    [connectionId],
  );
  if (!row) return null;
  return {
    accessToken: decrypt(key, row.access),
    refreshToken: row.refresh ? decrypt(key, row.refresh) : null,
    expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
    subject: row.subject,
  };
}

/**
 * A connection's access token, refreshed first when it runs out within a minute. A refresh the provider refuses
 * turns the connection expired (it must be connected again) and answers 409.
 */
export async function freshTokens(
  db: Database,
  key: Buffer,
  clients: OAuthClients,
  connection: { id: number; sourceType: string },
  force = false,
): Promise<StoredTokens & { refreshed: boolean }> {
  const tokens = await loadTokens(db, key, connection.id);
  if (!tokens) throw new HttpError(409, 'This connection holds no tokens: connect it again');
  const stale = tokens.expiresAt !== null && tokens.expiresAt.getTime() < Date.now() + 60_000;
  if (!force && !stale) return { ...tokens, refreshed: false };
  if (!tokens.refreshToken || !isSourceType(connection.sourceType)) {
    await markExpired(db, connection.id, 'The access token expired and there is no refresh token');
    throw new HttpError(409, 'The access token expired: connect it again');
  }
  try {
    const grant = await clients.refresh(connection.sourceType, tokens.refreshToken);
    await saveTokens(db, key, connection.id, grant, null);
    await db.query(
      `UPDATE analytics_connections SET status = 'connected', last_error = NULL, updated_at = now() WHERE id = $1`,
      [connection.id],
    );
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) await markExpired(db, connection.id, error.message);
    throw error;
  }
  return { ...(await loadTokens(db, key, connection.id))!, refreshed: true };
}

async function markExpired(db: Database, connectionId: number, reason: string) {
  await db.query(
    `UPDATE analytics_connections SET status = 'expired', last_error = $2, updated_at = now() WHERE id = $1`,
    [connectionId, reason.slice(0, 500)],
  );
}
