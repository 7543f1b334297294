import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsApi } from './types';

const ALLOWED_HEADERS = 'authorization, content-type, x-impersonated-by, x-beacon-demo';

/**
 * Deployed apart (BEACON_ANALYTICS_URL on another origin), the analytics API answers the host's origins across
 * origins: BEACON_ANALYTICS_CORS_ORIGINS lists them. On one origin (the default) nothing is added.
 */
export function analyticsCors(api: AnalyticsApi, origins: string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins.map((o) => o.replace(/\/$/, '')));
  const headers = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return false;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    // Retry-After is not a safelisted header: without this a browser on another origin could not honour it.
    reply.header('access-control-expose-headers', 'x-beacon-demo, retry-after');
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
