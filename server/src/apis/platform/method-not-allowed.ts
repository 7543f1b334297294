import type { FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';
import { errorBody } from '../../kernel/http/errors';

/**
 * A request whose path has routes, none for its method, is a 405 naming the methods the path has (`Allow`,
 * RFC 9110), not a 404 that says the resource is missing. Every route is also kept in a router of Fastify's own
 * kind (find-my-way, with the app's options), which is asked, for each method, whether the path has it. The
 * catch-all of the host's static files (`/*`) does not count: it answers every path a GET, mostly with 404.
 */
export function methodNotAllowed(app: FastifyInstance, routerOptions: { maxParamLength?: number }): void {
  const router = Router(routerOptions);
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    if (route.url === '/*') return;
    for (const method of [route.method].flat() as HTTPMethod[]) {
      methods.add(method);
      // A wildcard (a prefix's CORS preflight) is listed in Allow, but alone does not make the path a resource.
      if (!router.hasRoute(method, route.url))
        router.on(method, route.url, () => {}, { wildcard: route.url.includes('*') });
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0]!;
    const found = [...methods].sort().flatMap((method) => {
      const match = router.find(method, path);
      return match ? [{ method, wildcard: (match.store as { wildcard: boolean }).wildcard }] : [];
    });
    if (!found.some((route) => !route.wildcard)) return;
    const allowed = found.map((route) => route.method).join(', ');
    return reply
      .status(405)
      .header('allow', allowed)
      .send(errorBody(405, `${request.method} is not allowed here; allowed: ${allowed}`));
  });
}
