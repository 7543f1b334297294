import { HttpError } from '../../../kernel/http/errors';
import { sql } from 'kysely';
import type { AccessScope } from '../../../kernel/access/scope';
import type { Database } from '../../../kernel/db/database';
import { underWorkspace, type WorkspaceRef } from '../access';
import { requireConnection } from '../connections/queries';
import { decrypt, encrypt, tokenHash } from '../crypto';
import { isSourceType } from '../../../kernel/config/sources';
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
  workspace: WorkspaceRef,
  key: Buffer,
  connectionId: number,
  grant: TokenGrant,
  subject: string | null,
): Promise<void> {
  const expiresAt = grant.expires_in ? new Date(Date.now() + grant.expires_in * 1000) : null;
  await underWorkspace(db, workspace)
    .insertInto('analytics_connection_tokens')
    .values({
      connection_id: connectionId,
      access_token: encrypt(key, grant.access_token),
      refresh_token: grant.refresh_token ? encrypt(key, grant.refresh_token) : null,
      refresh_token_hash: grant.refresh_token ? tokenHash(grant.refresh_token) : null,
      expires_at: expiresAt?.toISOString() ?? null,
      scope: grant.scope ?? null,
      subject,
    })
    .onConflict((oc) =>
      oc.column('connection_id').doUpdateSet({
        access_token: (eb) => eb.ref('excluded.access_token'),
        refresh_token: (eb) => eb.fn.coalesce('excluded.refresh_token', 'analytics_connection_tokens.refresh_token'),
        refresh_token_hash: (eb) =>
          eb.fn.coalesce('excluded.refresh_token_hash', 'analytics_connection_tokens.refresh_token_hash'),
        expires_at: (eb) => eb.ref('excluded.expires_at'),
        scope: (eb) => eb.fn.coalesce('excluded.scope', 'analytics_connection_tokens.scope'),
        subject: (eb) => eb.fn.coalesce('excluded.subject', 'analytics_connection_tokens.subject'),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function loadTokens(
  db: Database,
  workspace: WorkspaceRef,
  key: Buffer,
  connectionId: number,
): Promise<StoredTokens | null> {
  const row = await underWorkspace(db, workspace)
    .selectFrom('analytics_connection_tokens')
    .select(['access_token as access', 'refresh_token as refresh', 'expires_at as expiresAt', 'subject'])
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    accessToken: decrypt(key, row.access),
    refreshToken: row.refresh ? decrypt(key, row.refresh) : null,
    expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
    subject: row.subject,
  };
}

/** One of the caller's connections, made by OAuth (one made by hand holds no tokens: 409). */
export async function requireOAuthConnection(db: Database, scope: AccessScope, connectionId: string) {
  const ref = await requireConnection(db, scope, connectionId);
  if (ref.row.authType !== 'oauth') throw new HttpError(409, 'This connection was made by hand and holds no tokens');
  return ref;
}

/**
 * A connection's access token, refreshed first when it runs out within a minute. A refresh the provider refuses
 * turns the connection expired (it must be connected again) and answers 409.
 */
export async function freshTokens(
  db: Database,
  key: Buffer,
  clients: OAuthClients,
  { workspace, row: connection }: { workspace: WorkspaceRef; row: { id: number; sourceType: string } },
  force = false,
): Promise<StoredTokens & { refreshed: boolean }> {
  const tokens = await loadTokens(db, workspace, key, connection.id);
  if (!tokens) throw new HttpError(409, 'This connection holds no tokens: connect it again');
  const stale = tokens.expiresAt !== null && tokens.expiresAt.getTime() < Date.now() + 60_000;
  if (!force && !stale) return { ...tokens, refreshed: false };
  if (!tokens.refreshToken || !isSourceType(connection.sourceType)) {
    await markExpired(db, workspace, connection.id, 'The access token expired and there is no refresh token');
    throw new HttpError(409, 'The access token expired: connect it again');
  }
  try {
    const grant = await clients.refresh(connection.sourceType, tokens.refreshToken);
    await saveTokens(db, workspace, key, connection.id, grant, null);
    await underWorkspace(db, workspace)
      .updateTable('analytics_connections')
      .set({ status: 'connected', last_error: null, updated_at: sql`now()` })
      .where('id', '=', connection.id)
      .execute();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500)
      await markExpired(db, workspace, connection.id, error.message);
    throw error;
  }
  return { ...(await loadTokens(db, workspace, key, connection.id))!, refreshed: true };
}

export async function markExpired(db: Database, workspace: WorkspaceRef, connectionId: number, reason: string) {
  await underWorkspace(db, workspace)
    .updateTable('analytics_connections')
    .set({ status: 'expired', last_error: reason.slice(0, 500), updated_at: sql`now()` })
    .where('id', '=', connectionId)
    .execute();
}
