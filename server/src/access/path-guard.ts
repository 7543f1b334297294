import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../api/errors';
import type { Database } from '../db/database';
import { clientScope, inScope, scopeParams, type AccessScope, type ClientScope } from './scope';

type Params = Record<string, unknown>;

/**
 * Runs before every handler: a route with `clientId` in its path gets the caller's client scope, and an
 * `advertiserId` or `campaignId` in the same path must lie inside it. Anything else is 404 before the handler runs.
 */
export async function guardPath(db: Database, request: FastifyRequest): Promise<void> {
  const params = (request.params ?? {}) as Params;
  if (!request.access || typeof params.clientId !== 'number') return;
  const scope = clientScope(request.access, params.clientId);
  // Internal users reach every client, but a client that does not exist is still 404.
  if ((await db.query('SELECT 1 FROM clients WHERE id = $1', [scope.clientId])).length === 0) throw notFound();
  // The spec: client data loads only once the terms of use are accepted.
  if (!request.access.user.termsOfUseAccepted) throw new HttpError(403, 'Accept the terms of use to continue');
  if (typeof params.advertiserId === 'number')
    await requireRow(db, scope, 'advertisers a', inScope('a.client_id', 'a.id'), 'a.id', params.advertiserId);
  if (typeof params.campaignId === 'number')
    await requireRow(db, scope, 'campaigns c', inScope('c.client_id', 'c.advertiser_id'), 'c.id', params.campaignId);
  if (typeof params.advertiserId === 'number' && typeof params.campaignId === 'number') {
    const rows = await db.query('SELECT 1 FROM campaigns WHERE id = $1 AND advertiser_id = $2', [
      params.campaignId,
      params.advertiserId,
    ]);
    if (rows.length === 0) throw notFound();
  }
  request.clientScope = scope;
}

async function requireRow(
  db: Database,
  scope: ClientScope,
  table: string,
  condition: string,
  idColumn: string,
  id: number,
) {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE ${condition} AND ${idColumn} = $3`, [
    ...scopeParams(scope),
    id,
  ]);
  if (rows.length === 0) throw notFound();
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
