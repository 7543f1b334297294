import type { SessionUser } from '../auth/session-user';

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
