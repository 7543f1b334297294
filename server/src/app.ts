import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { hostRoutes } from './platform/host-routes';
import { remotesRoutes } from './platform/remotes-routes';

/** The one Node service: locally it serves everything on one origin. */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await remotesRoutes(app, config);
  await hostRoutes(app, config);
  return app;
}
