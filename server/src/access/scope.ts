import type { SessionUser } from '../auth/resolve-user';
import type { Database } from '../db/database';
import { notFound } from '../api/errors';

import { ADMIN_ROLES } from '../api/enumerations';

export { ADMIN_ROLES };

/** What a caller may reach: computed once per request, then passed to every client-scoped query. */
export interface AccessScope {
  user: SessionUser;
  /** INTERNAL users reach every client. */
  allClients: boolean;
  clientIds: readonly number[];
  /** null: every advertiser of the reachable clients; otherwise the assigned ones, direct and through groups. */
  advertiserIds: readonly number[] | null;
}

declare const checked: unique symbol;

/**
 * The scope within one client: the only thing client-scoped queries accept. Only `clientScope` makes one,
 * after checking the caller may reach the client, so a query cannot be handed a scope made up on the spot:
 * `{ clientId: 2, advertiserIds: null }` does not type-check (see scope.test.ts).
 */
export interface ClientScope {
  readonly clientId: number;
  readonly advertiserIds: number[] | null;
  readonly [checked]: true;
}

export const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);

export async function loadScope(db: Database, user: SessionUser): Promise<AccessScope> {
  if (user.type === 'INTERNAL') return { user, allClients: true, clientIds: [], advertiserIds: null };
  const clientIds = user.clientId === null ? [] : [user.clientId];
  if (isAdminRole(user.role)) return { user, allClients: false, clientIds, advertiserIds: null };
  const rows = await db.query<{ id: number }>(
    `
    SELECT a.id FROM advertisers a
    WHERE a.client_id = $2 AND (a.id IN (SELECT advertiser_id FROM user_advertisers WHERE user_id = $1)
      OR a.group_id IN (SELECT group_id FROM user_advertiser_groups WHERE user_id = $1))
    ORDER BY a.id`,
    [user.id, user.clientId],
  );
  return { user, allClients: false, clientIds, advertiserIds: rows.map((r) => r.id) };
}

/** Narrows the scope to one client, or answers 404 exactly as for a client that does not exist. */
export function clientScope(scope: AccessScope, clientId: number): ClientScope {
  if (!scope.allClients && !scope.clientIds.includes(clientId)) throw notFound();
  const advertiserIds = scope.advertiserIds === null ? null : [...scope.advertiserIds];
  return { clientId, advertiserIds } as ClientScope;
}

/** The scope narrowed to one advertiser of it; an advertiser outside the scope answers 404 like any foreign id. */
export function narrowToAdvertiser(scope: ClientScope, advertiserId: number): ClientScope {
  if (scope.advertiserIds !== null && !scope.advertiserIds.includes(advertiserId)) throw notFound();
  return { clientId: scope.clientId, advertiserIds: [advertiserId] } as ClientScope;
}
