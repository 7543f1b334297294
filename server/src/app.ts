import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { analyticsRoutes } from './analytics/index';
import { readLlmSettings } from './analytics/assistant/settings';
import { readCorsOrigins } from './analytics/cors';
import { readOAuthSettings } from './analytics/oauth/settings';
import { apiRoutes } from './hub/hub-api';
import type { ServerConfig } from './config';
import { demoScrubbing } from './demo/demo-scrub';
import { identityRoutes } from './identity/routes';
import { notificationService } from './notifications/service';
import { outboxRoutes } from './mail/outbox-routes';
import { configRoutes } from './platform/config-routes';
import { hostRoutes } from './platform/host-routes';
import { logoRoutes } from './platform/logo-routes';
import { remotesRoutes } from './platform/remotes-routes';
import { termsRoutes } from './platform/terms-routes';
import { startReportScheduler } from './report-delivery/scheduler';
import { identityAdminOf } from './users/identity-admin';
import type { Product } from './product';

/** The one Node service: locally it serves everything on one origin. */
export async function buildApp(config: ServerConfig, product: Product): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, trustProxy: true });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await demoScrubbing(app, product.db);
  // One websocket server for the notification stream and the assistant.
  await app.register(websocket, { options: { maxPayload: 65536 } });
  if (product.identity) await identityRoutes(app, { identity: product.identity });
  await outboxRoutes(app, { db: product.db, production: config.production });
  await apiRoutes(app, {
    db: product.db,
    verifyToken: product.verifyToken,
    filesDir: join(config.dataDir, 'files'),
    notificationSecret: product.secrets.notificationSecret,
    // User administration creates, invites, resets and disables accounts through the identity service.
    identityAdmin: product.identity ? identityAdminOf(product.identity) : undefined,
  });
  await notificationService(app, { db: product.db, secret: product.secrets.notificationSecret });
  startReportScheduler(app, product.db);
  const tokenKey = Buffer.from(product.secrets.analyticsTokenKey, 'base64url');
  await analyticsRoutes(app, {
    db: product.db,
    verifyToken: product.verifyToken,
    tokenKey,
    oauth: readOAuthSettings(process.env, tokenKey),
    publicUrl: () => config.publicUrl,
    llm: readLlmSettings(process.env),
    corsOrigins: readCorsOrigins(process.env),
  });
  await configRoutes(app, { config, db: product.db });
  await termsRoutes(app);
  await logoRoutes(app);
  await remotesRoutes(app, config);
  await hostRoutes(app, config);
  return app;
}
