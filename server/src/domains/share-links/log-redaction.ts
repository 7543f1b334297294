import type { FastifyRequest } from 'fastify';

/** An address with every share link's token left out (`/shared/…`, `/api/shared/…/query`): never in a log. */
export const withoutShareTokens = (url: string) => url.replace(/(\/shared\/)[^/?#]+/g, '$1…');

/** How the server's log writes a request: Fastify's own fields, a share link's token left out of the address. */
export const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: withoutShareTokens(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
