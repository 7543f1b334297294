import { sql } from 'kysely';
import type { AccessScope } from '../../../kernel/access/scope';
import { tables } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { reachableWorkspaces, underWorkspace, type WorkspaceRef } from '../access';
import { newConnectionId } from '../connections/queries';
import { tokenHash } from '../crypto';
import { saveTokens, type TokenGrant } from './tokens';

/** How long an authorization the user started waits for its code. */
export const STATE_MINUTES = 15;

export interface Authorization {
  state: string;
  userId: number;
  workspaceId: number;
  sourceType: string;
  redirectUrl: string;
  codeVerifier: string;
  nonce: string;
}

/** Keeps an authorization the user started (and forgets those older than a day). */
export async function saveAuthorization(db: Database, a: Authorization): Promise<void> {
  const states = tables(db);
  await states
    .deleteFrom('analytics_oauth_states')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await states
    .insertInto('analytics_oauth_states')
    .values({
      state: a.state,
      user_id: a.userId,
      workspace_id: a.workspaceId,
      source_type: a.sourceType,
      redirect_url: a.redirectUrl,
      code_verifier: a.codeVerifier,
      nonce: a.nonce,
    })
    .execute();
}

/**
 * Takes (once) the authorization this user started: the one the state names, or without one their latest for this
 * source and page, if it has not expired.
 */
export async function takeAuthorization(
  db: Database,
  userId: number,
  wanted: { sourceType: string; redirectUrl: string; state: string | undefined },
) {
  const states = tables(db);
  const latest = states
    .selectFrom('analytics_oauth_states')
    .select('state')
    .where('user_id', '=', userId)
    .where('source_type', '=', wanted.sourceType)
    .where('redirect_url', '=', wanted.redirectUrl)
    .$if(wanted.state !== undefined, (q) => q.where('state', '=', wanted.state!))
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${STATE_MINUTES})`)
    .orderBy('created_at', 'desc')
    .limit(1);
  return states
    .deleteFrom('analytics_oauth_states')
    .where('state', '=', latest)
    .returning(['state', 'workspace_id as workspaceId', 'code_verifier as codeVerifier', 'nonce'])
    .executeTakeFirst();
}

/** A connection made by OAuth, with its tokens, in one transaction; its id. */
export async function createOAuthConnection(
  db: Database,
  workspace: WorkspaceRef,
  key: Buffer,
  c: {
    sourceType: string;
    name: string;
    account: { id: string; name: string } | undefined;
    subject: string;
    /** 'token': an API token a person pasted (The Trade Desk), kept as an access token that neither runs out nor refreshes. */
    authType?: 'oauth' | 'token';
  },
  grant: TokenGrant,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await underWorkspace(tx, workspace)
      .insertInto('analytics_connections')
      .values({
        workspace_id: workspace.id,
        connection_id: newConnectionId(),
        source_type: c.sourceType,
        name: c.name,
        manual: false,
        auth_type: c.authType ?? 'oauth',
        status: 'connected',
        account_id: c.account?.id ?? null,
        account_name: c.account?.name ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveTokens(tx, workspace, key, row.id, grant, c.subject);
    return row.id;
  });
}

/** OAuth connections of the workspaces the caller reaches, with their tokens (joined to the workspaces). */
const oauthConnections = (db: Database, access: AccessScope) =>
  reachableWorkspaces(db, access)
    .innerJoin('analytics_connections as x', 'x.workspace_id', 'w.id')
    .innerJoin('analytics_connection_tokens as t', 't.connection_id', 'x.id');

/** The connection id of the caller's connection that holds this refresh token, if any. */
export async function connectionOfRefreshToken(
  db: Database,
  access: AccessScope,
  refreshToken: string,
  sourceType: string,
): Promise<string | null> {
  const row = await oauthConnections(db, access)
    .select('x.connection_id as connectionId')
    .where('t.refresh_token_hash', '=', tokenHash(refreshToken))
    .where('x.source_type', '=', sourceType)
    .executeTakeFirst();
  return row?.connectionId ?? null;
}

/** Who the caller is at each source they connected by OAuth, as stored. */
export async function oauthIdentities(db: Database, access: AccessScope, sourceType: string | undefined) {
  return oauthConnections(db, access)
    .select([
      'x.connection_id as connectionId',
      'x.source_type as sourceType',
      't.subject',
      sql<string | null>`NULL`.as('email'),
      'x.account_name as name',
      'x.status',
    ])
    .where('x.auth_type', '=', 'oauth')
    .$if(sourceType !== undefined, (q) => q.where('x.source_type', '=', sourceType!))
    .orderBy('x.source_type')
    .orderBy('x.id')
    .execute();
}
