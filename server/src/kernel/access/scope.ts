import type { SessionUser } from '../auth/session-user';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { ADMIN_ROLES } from './roles';
import { acrossClients } from './scoped';
import type { AccessScope, ClientScope } from './scope-types';

export type { AccessScope, ClientScope };

export { ADMIN_ROLES };

export const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);

export async function loadScope(db: Database, user: SessionUser): Promise<AccessScope> {
  if (user.type === 'INTERNAL') return { user, allClients: true, clientIds: [], advertiserIds: null };
  const clientIds = user.clientId === null ? [] : [user.clientId];
  if (isAdminRole(user.role)) return { user, allClients: false, clientIds, advertiserIds: null };
  // The scope is being built: the user's own client, read across clients (this is where scoped() gets its rule).
  const rows = await acrossClients(db)
    .selectFrom('advertisers as a')
    .select('a.id')
    .where('a.client_id', '=', user.clientId)
    .where((eb) =>
      eb.or([
        eb('a.id', 'in', eb.selectFrom('user_advertisers').select('advertiser_id').where('user_id', '=', user.id)),
        eb(
          'a.group_id',
          'in',
          eb.selectFrom('user_advertiser_groups').select('group_id').where('user_id', '=', user.id),
        ),
      ]),
    )
    .orderBy('a.id')
    .execute();
  return { user, allClients: false, clientIds, advertiserIds: rows.map((r) => r.id) };
}

/** Narrows the scope to one client, or answers 404 exactly as for a client that does not exist. */
export function clientScope(scope: AccessScope, clientId: number): ClientScope {
  if (!scope.allClients && !scope.clientIds.includes(clientId)) throw notFound();
  const advertiserIds = scope.advertiserIds === null ? null : [...scope.advertiserIds];
  return { clientId, advertiserIds } as ClientScope;
}

/** An API key calling the ingestion API: the agency's (every client) or one client's. Never a user. */
/** A deploy token that calls the deploy API: it reaches its one remote's releases, nothing else. */
export interface DeployCaller {
  id: number;
  remote: string;
  /** The token's first characters, to name it in the activity log without the secret. */
  prefix: string;
}

export interface KeyCaller {
  id: number;
  name: string;
  /** The key's first characters, to name it in the activity log without the secret. */
  prefix: string;
  /** null: the agency's key. */
  clientId: number | null;
}

/**
 * An API key's scope within one client: every advertiser of it. The agency's key reaches every client; a client's
 * key its own, and any other client answers 404 exactly as one that does not exist.
 */
export function keyClientScope(key: KeyCaller, clientId: number): ClientScope {
  if (key.clientId !== null && key.clientId !== clientId) throw notFound();
  return { clientId, advertiserIds: null } as ClientScope;
}

/** The scope narrowed to one advertiser of it; an advertiser outside the scope answers 404 like any foreign id. */
export function narrowToAdvertiser(scope: ClientScope, advertiserId: number): ClientScope {
  if (scope.advertiserIds !== null && !scope.advertiserIds.includes(advertiserId)) throw notFound();
  return { clientId: scope.clientId, advertiserIds: [advertiserId] } as ClientScope;
}
