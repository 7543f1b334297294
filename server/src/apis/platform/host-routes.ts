import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_RELEASES_PATH, hostPage, servedHost } from '@beacon/ops/host-page';
import { HOST } from '@beacon/ops/hosts-in-service';
import { releasesDir } from '@beacon/ops/places';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CanaryUsers } from '../../kernel/http/browser-id';
import type { ServerConfig } from '../../kernel/config/config';

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/**
 * The host's files, and index.html for every page address (the router in the browser takes it from there). The page
 * is the host release this browser is served (`pnpm remotes canary|promote host`), whose files are under
 * /host/<version>/, or, with none, the build the server ships with.
 */
export async function hostRoutes(app: FastifyInstance, config: ServerConfig, canaryUsers: CanaryUsers): Promise<void> {
  if (!existsSync(join(config.hostDist, 'index.html'))) {
    app.log.warn(`no host build in ${config.hostDist}: run npm start, or pnpm dev`);
  }
  await app.register(fastifyStatic, {
    root: config.hostDist,
    prefix: '/',
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Host releases never change once kept: their files may be cached for good. Their page is served below, made to
  // name these files; dot files, release.json and the source maps are not served.
  const hostReleases = join(releasesDir(config.dataDir), HOST);
  mkdirSync(hostReleases, { recursive: true });
  await app.register(fastifyStatic, {
    root: hostReleases,
    prefix: HOST_RELEASES_PATH,
    decorateReply: false,
    index: false,
    preCompressed: true,
    allowedPath: (path) =>
      !path.split('/').some((part) => part.startsWith('.')) &&
      !/(\.map|\/release\.json|\/index\.html)(\.(br|gz))?$/.test(path),
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const host = servedHost(config.dataDir, config.hostDist, () => canaryUsers.canaryKeyOf(request, reply));
    if (host.version === null) return reply.sendFile('index.html', config.hostDist);
    return reply.type('text/html; charset=utf-8').send(hostPage(host.dir, host.version));
  };
  // The root is a directory to the static files; it is a page to people.
  app.get('/', page);
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    const isPage = request.method === 'GET' && accept.includes('text/html') && !request.url.startsWith('/api/');
    if (!isPage) {
      return reply.code(404).send({ status: 404, error: 'Not Found', message: 'Not found', fields: [] });
    }
    return page(request, reply);
  });
}
