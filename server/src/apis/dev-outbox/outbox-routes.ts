import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { readOutbox } from '../../kernel/mail/outbox';

/**
 * Whether a bearer token may read the outbox (in the product: a signed-in, enabled BeaconAdmin); it rejects (401)
 * when the token itself is invalid and answers false (403) for a valid token of anyone else.
 */
export type OutboxAuthorizer = (token: string) => Promise<boolean>;

/**
 * GET /dev/outbox?to=<email>: the newest mail to an address, so that a developer or an end-to-end test can read a
 * reset code or an invitation. A dev-only route: registered only when explicitly enabled (BEACON_DEV_ROUTES=1),
 * never in production, and even then it answers only a bearer token the authorizer accepts, since it would hand
 * anyone every reset code (account takeover without credentials).
 */
export async function outboxRoutes(
  app: FastifyInstance,
  deps: { db: Database; enabled: boolean; authorize: OutboxAuthorizer },
): Promise<void> {
  if (!deps.enabled) return;
  app.get<{ Querystring: { to?: string; limit?: string } }>('/dev/outbox', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const allowed = token ? await deps.authorize(token).catch(() => null) : null;
    if (allowed === null) return reply.code(401).send(errorBody(401, 'Sign in as a BeaconAdmin to read the outbox.'));
    if (!allowed) return reply.code(403).send(errorBody(403, 'Only a BeaconAdmin may read the outbox.'));
    const to = request.query.to?.trim();
    if (!to) return reply.code(400).send(errorBody(400, 'The query parameter "to" is required.'));
    const limit = Math.min(Math.max(Number(request.query.limit ?? 10) || 10, 1), 100);
    return { messages: await readOutbox(deps.db, to, limit) };
  });
}
