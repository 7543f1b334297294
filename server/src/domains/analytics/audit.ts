import { accessOf } from '../../kernel/access/path-guard';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadScope } from '../../kernel/access/scope';
import { tables } from '../../kernel/access/scoped';
import { HttpError } from '../../kernel/http/errors';
import { userNamed, type SessionUser } from '../../kernel/auth/resolve-user';
import type { Database } from '../../kernel/db/database';
import { hasControlCharacter } from '../../kernel/config/sources';

export const IMPERSONATION_HEADER = 'x-impersonated-by';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when an internal user acts for someone else: the call runs in that user's scope and is audited. */
    impersonation?: { actor: SessionUser; target: SessionUser };
  }
}

/**
 * `X-Impersonated-By: <username or email>`: an INTERNAL user acts for that client user (the call runs in their
 * scope). From anyone else, or for agency staff, the header is refused with 403, before anything runs and without an
 * audit row.
 */
export async function impersonate(db: Database, request: FastifyRequest): Promise<void> {
  const raw = request.headers[IMPERSONATION_HEADER];
  if (raw === undefined) return;
  const actor = accessOf(request).user;
  if (actor.type !== 'INTERNAL') throw new HttpError(403, 'Only agency staff may act for another user');
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const field = [{ field: 'X-Impersonated-By', message: 'must name an enabled user by username or email' }];
  if (!value || value.length > 254 || hasControlCharacter(value) || /\s/.test(value))
    throw new HttpError(400, 'Invalid header', field);
  const target = await userNamed(db, value);
  if (!target) throw new HttpError(400, 'Invalid header', field);
  // For a client's user, as "Act for" offers: never for other staff, whose powers and own data are theirs.
  if (target.type === 'INTERNAL') throw new HttpError(403, 'Agency staff may act only for a client’s user');
  request.impersonation = { actor, target };
  request.access = await loadScope(db, target);
}

/** Who acted for whom, which operation, when, and how it ended: one row per impersonated call. */
export async function recordImpersonation(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const imp = request.impersonation;
  if (!imp) return;
  await tables(db)
    .insertInto('analytics_audit_log')
    .values({
      actor_user_id: imp.actor.id,
      actor_email: imp.actor.email,
      impersonated_user_id: imp.target.id,
      impersonated_email: imp.target.email,
      method: request.method,
      path: request.url.split('?')[0]!.slice(0, 500),
      operation: String(request.routeOptions.schema?.operationId ?? request.routeOptions.url ?? 'unknown'),
      status: reply.statusCode,
    })
    .execute();
}
