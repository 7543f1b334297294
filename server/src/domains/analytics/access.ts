import { sql } from 'kysely';
import { guardClient } from '../../kernel/access/path-guard';
import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import { acrossClients, scoped } from '../../kernel/access/scoped';
import { HttpError, notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';

// Every analytics route but the OpenAPI document runs behind authentication: accessOf is the hub's own.
export { accessOf } from '../../kernel/access/path-guard';

/** Client data loads only once the terms of use are accepted (spec section 4), here as in the hub. */
export function requireTerms(scope: AccessScope): void {
  if (!scope.user.termsOfUseAccepted) throw new HttpError(403, 'Accept the terms of use to continue');
}

declare const found: unique symbol;

/**
 * A workspace found inside the caller's scope, with that scope within its client. Only `requireWorkspace` makes
 * one, so the queries under a workspace (its connections, their tokens and facts, its dashboards and manual
 * connections) cannot be handed a workspace nobody checked.
 */
export interface WorkspaceRef {
  readonly id: number;
  readonly clientId: number;
  readonly advertiserId: number | null;
  readonly scope: ClientScope;
  readonly [found]: true;
}

/**
 * A workspace inside the caller's scope, or 404 exactly as for one that does not exist: its client passes the
 * path guard's one client check (guardClient), then the workspace is read through the hub's scope, where a user
 * limited to some advertisers reaches only those advertisers' workspaces (never a client-wide one).
 */
export async function requireWorkspace(db: Database, access: AccessScope, id: number): Promise<WorkspaceRef> {
  requireTerms(access);
  // Which client the id belongs to, asked across clients as the path guard asks whether an id exists.
  const owner = await acrossClients(db)
    .selectFrom('analytics_workspaces')
    .select('client_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!owner) throw notFound();
  const scope = await guardClient(db, access, owner.client_id);
  const row = await scoped(db, scope)
    .selectFrom('analytics_workspaces as w')
    .select(['w.id', 'w.client_id as clientId', 'w.advertiser_id as advertiserId'])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, scope } as WorkspaceRef;
}

/**
 * Every workspace the caller reaches, for lists that span workspaces: a client user's through the hub's scope of
 * their one client; agency staff reach every client's.
 */
export function reachableWorkspaces(db: Database, access: AccessScope) {
  if (access.allClients) return acrossClients(db).selectFrom('analytics_workspaces as w');
  const [clientId] = access.clientIds;
  if (clientId === undefined)
    return acrossClients(db)
      .selectFrom('analytics_workspaces as w')
      .where(sql<boolean>`FALSE`);
  return scoped(db, clientScope(access, clientId)).selectFrom('analytics_workspaces as w');
}

/**
 * Writes under a workspace found in scope (its connections, tokens, facts, dashboards and manual connections):
 * each names the workspace or a row read through it.
 */
export const underWorkspace = (db: Database, _workspace: WorkspaceRef) => acrossClients(db);

/** The advertisers whose delivery a workspace reads: its own advertiser, or every advertiser of its client. */
export async function advertisersOf(db: Database, workspace: WorkspaceRef): Promise<number[]> {
  if (workspace.advertiserId !== null) return [workspace.advertiserId];
  const rows = await scoped(db, workspace.scope)
    .selectFrom('advertisers as a')
    .select('a.id')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => r.id);
}
