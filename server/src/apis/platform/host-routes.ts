import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../kernel/config/config';

const HASHED = /\.[0-9a-f]{8}\.js(\.map)?$/;

/** The host's files, and index.html for every page address (the router in the browser takes it from there). */
export async function hostRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
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
  // The root is a directory to the static files; it is a page to people.
  app.get('/', (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', config.hostDist);
  });
  app.setNotFoundHandler((request, reply) => {
    const accept = request.headers.accept ?? '';
    const isPage = request.method === 'GET' && accept.includes('text/html') && !request.url.startsWith('/api/');
    if (!isPage) {
      return reply.code(404).send({ status: 404, error: 'Not Found', message: 'Not found', fields: [] });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', config.hostDist);
  });
}
