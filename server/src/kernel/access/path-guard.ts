import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http/errors';
import type { Database } from '../db/database';
import { clientScope, type AccessScope, type ClientScope } from './scope';
import { scoped } from './scoped';

type Params = Record<string, unknown>;

/** The spec: client data loads only once the terms of use are accepted (section 4). */
export const TERMS_MESSAGE = 'Accept the terms of use to continue';

/**
 * Runs before every handler: a route with `clientId` in its path gets the caller's client scope, and an
 * `advertiserId` or `campaignId` in the same path must lie inside it. Anything else is 404 before the handler runs.
 */
export async function guardPath(db: Database, request: FastifyRequest): Promise<void> {
  const params = (request.params ?? {}) as Params;
  if (!request.access || typeof params.clientId !== 'number') return;
  const scope = await guardClient(db, request.access, params.clientId);
  await guardFocus(db, scope, params);
  request.clientScope = scope;
}

/**
 * An advertiser and a campaign named beside a client (in a path, or an assistant conversation's focus) must lie
 * inside the client scope; a campaign under an advertiser must be that advertiser's. Anything else is 404.
 */
export async function guardFocus(db: Database, scope: ClientScope, focus: Params): Promise<void> {
  const q = scoped(db, scope);
  const { advertiserId, campaignId } = focus;
  if (typeof advertiserId === 'number') {
    const advertiser = q.selectFrom('advertisers as a').select('a.id').where('a.id', '=', advertiserId);
    if (!(await advertiser.executeTakeFirst())) throw notFound();
  }
  if (typeof campaignId === 'number') {
    const campaign = q
      .selectFrom('campaigns as c')
      .select('c.id')
      .where('c.id', '=', campaignId)
      .$if(typeof advertiserId === 'number', (w) => w.where('c.advertiser_id', '=', advertiserId as number));
    if (!(await campaign.executeTakeFirst())) throw notFound();
  }
}

/** The clients each scope was found to reach (a cached scope asks the database once per client, not per request). */
const clientsFound = new WeakMap<AccessScope, Set<number>>();

/**
 * The one check of a client id from outside (a path, an analytics workspace's client, the assistant socket's
 * `clientId`, an MCP tool's `clientId`): the caller's scope within that
 * client, or 404 as for a client that does not exist; 403 until the terms of use are accepted.
 */
export async function guardClient(db: Database, access: AccessScope, clientId: number): Promise<ClientScope> {
  const scope = clientScope(access, clientId);
  // Internal users reach every client, but a client that does not exist is still 404. A client found once is
  // remembered on this scope: the access cache keeps one scope per token only until a client is deleted (the
  // trigger on beacon_access), and without the cache every request has a new scope and asks again.
  const found = clientsFound.get(access) ?? new Set<number>();
  if (!found.has(clientId)) {
    if (!(await scoped(db, scope).selectFrom('clients as c').select('c.id').executeTakeFirst())) throw notFound();
    found.add(clientId);
    clientsFound.set(access, found);
  }
  if (!access.user.termsOfUseAccepted) throw new HttpError(403, TERMS_MESSAGE);
  return scope;
}

/** The caller's scope, which authentication set; a route behind authentication cannot run without one. */
export function accessOf(request: FastifyRequest): AccessScope {
  if (!request.access) throw new Error('route without authentication');
  return request.access;
}

/** The client scope the guard set; a client-scoped handler cannot run without one. */
export function scopeOf(request: FastifyRequest): ClientScope {
  if (!request.clientScope) throw new Error('client-scoped route without a clientId path parameter');
  return request.clientScope;
}
