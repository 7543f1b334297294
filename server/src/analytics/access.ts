import type { AccessScope } from '../access/scope';
import { HttpError, notFound } from '../api/errors';
import type { Database } from '../db/database';

/**
 * Tenant scoping for analytics, as the hub's (access/scope.ts): a workspace belongs to a client and, when it is an
 * advertiser's, to that advertiser. Internal users reach every client; a client user reaches their own client; a
 * user limited to some advertisers reaches only those advertisers' workspaces (never a client-wide one).
 * Every workspace query uses `$1..$3` from `workspaceScopeParams`, so none can take the condition without them.
 */
export function inWorkspaceScope(alias = 'w'): string {
  return `($1::boolean OR ${alias}.client_id = ANY($2::int[])) AND ($3::int[] IS NULL OR ${alias}.advertiser_id = ANY($3::int[]))`;
}

export function workspaceScopeParams(scope: AccessScope): [boolean, number[], number[] | null] {
  return [scope.allClients, [...scope.clientIds], scope.advertiserIds === null ? null : [...scope.advertiserIds]];
}

// Every analytics route but the OpenAPI document runs behind authentication: accessOf is the hub's own.
export { accessOf } from '../access/path-guard';

/** Client data loads only once the terms of use are accepted (spec section 4), here as in the hub. */
export function requireTerms(scope: AccessScope): void {
  if (!scope.user.termsOfUseAccepted) throw new HttpError(403, 'Accept the terms of use to continue');
}

export interface WorkspaceRef {
  id: number;
  clientId: number;
  advertiserId: number | null;
}

/** A workspace inside the caller's scope, or 404 exactly as for one that does not exist. */
export async function requireWorkspace(db: Database, scope: AccessScope, id: number): Promise<WorkspaceRef> {
  requireTerms(scope);
  const [row] = await db.query<WorkspaceRef>(
    `SELECT w.id, w.client_id AS "clientId", w.advertiser_id AS "advertiserId" FROM analytics_workspaces w
    WHERE ${inWorkspaceScope('w')} AND w.id = $4`,
    [...workspaceScopeParams(scope), id],
  );
  if (!row) throw notFound();
  return row;
}

/** The advertisers whose delivery a workspace reads: its own advertiser, or every advertiser of its client. */
export async function advertisersOf(db: Database, workspace: WorkspaceRef): Promise<number[]> {
  if (workspace.advertiserId !== null) return [workspace.advertiserId];
  const rows = await db.query<{ id: number }>('SELECT id FROM advertisers WHERE client_id = $1 ORDER BY id', [
    workspace.clientId,
  ]);
  return rows.map((r) => r.id);
}
