import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { readOutbox } from './outbox';

/**
 * GET /dev/outbox?to=<email>: the newest mail to an address, so that a developer or an end-to-end test can read a
 * reset code or an invitation. Never registered in production: it would hand anyone every code.
 */
export async function outboxRoutes(app: FastifyInstance, deps: { db: Database; production: boolean }): Promise<void> {
  if (deps.production) return;
  app.get<{ Querystring: { to?: string; limit?: string } }>('/dev/outbox', async (request, reply) => {
    const to = request.query.to?.trim();
    if (!to) return reply.code(400).send({ error: 'The query parameter "to" is required.' });
    const limit = Math.min(Math.max(Number(request.query.limit ?? 10) || 10, 1), 100);
    reply.header('cache-control', 'no-store');
    return { messages: await readOutbox(deps.db, to, limit) };
  });
}
