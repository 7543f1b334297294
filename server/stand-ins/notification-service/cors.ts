import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Api } from '../../src/kernel/http/types';

/** What MagicBell's SDKs and the host's inbox send: the user's credentials are headers, never cookies. */
const ALLOWED_HEADERS = [
  'accept',
  'accept-version',
  'authorization',
  'content-type',
  'idempotency-key',
  'x-beacon-demo',
  'x-magicbell-api-key',
  'x-magicbell-client-id',
  'x-magicbell-client-user-agent',
  'x-magicbell-user-email',
  'x-magicbell-user-external-id',
  'x-magicbell-user-hmac',
].join(', ');

/**
 * The service answers its allowed origins across origins (a preflight needs no credentials, so it is never
 * refused as unauthenticated); on one origin with the host nothing is added.
 */
export function notifyCors(api: Api, origins: string[]): void {
  const allowed = new Set(origins.map((o) => o.replace(/\/$/, '')));
  const headers = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return false;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    return true;
  };
  api.addHook('onSend', async (request, reply, payload) => {
    headers(request, reply);
    return payload;
  });
  api.options('/*', { schema: { hide: true }, config: { public: true } }, async (request, reply) => {
    if (headers(request, reply)) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
    }
    return reply.status(204).send(null);
  });
}
