import { portalUrlOf } from './kernel/config/sites';
import { loggedRequest } from './domains/share-links/log-redaction';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { createAccessCache } from './kernel/auth/access-cache';
import { analyticsRoutes } from './apis/analytics/index';
import { readOAuthSettings } from './domains/analytics/oauth/settings';
import { apiRoutes } from './apis/hub/hub-api';
import { createResponseCache } from './kernel/http/response-cache';
import { isDatabaseUnavailable } from './kernel/db/unavailable';
import { apiRateLimits, type ServerConfig } from './kernel/config/config';
import { demoScrubbing } from './domains/demo/demo-scrub';
import { fileStoreKind, openFileStore } from './kernel/storage/file-store';
import { identityRoutes } from '../stand-ins/identity/routes';
import { notificationService } from '../stand-ins/notification-service/service';
import { localProviderRoutes } from '../stand-ins/ad-platforms/provider';
import { startMailDelivery } from './kernel/mail/delivery';
import { setPortalAddress } from './kernel/mail/portal-links';
import { beaconAdminOnly } from './apis/dev-outbox/outbox-access';
import { outboxRoutes } from './apis/dev-outbox/outbox-routes';
import { startCanaryAnalysis } from './domains/observability/canary-analysis';
import { intakeRoutes } from './apis/observability/intake-routes';
import { startIntakeUpkeep } from './domains/observability/intake-upkeep';
import { configRoutes } from './apis/platform/config-routes';
import { hostRoutes } from './apis/platform/host-routes';
import { boundJsonDepth } from './apis/platform/json-depth';
import { methodNotAllowed } from './apis/platform/method-not-allowed';
import { logoRoutes } from './apis/platform/logo-routes';
import { mcpRoutes } from './apis/mcp/routes';
import { IMPORTS_QUEUE } from './apis/hub/imports/routes';
import { runImport } from './domains/imports/run-import';
import { startJobQueue } from './kernel/jobs/queue';
import { runConnectorSync, workConnectorSyncs } from './domains/connectors/run-sync';
import { queueScheduledSyncs } from './domains/connectors/scheduled-syncs';
import { startPeriodic } from './kernel/jobs/periodic';
import { LOCKS } from './kernel/db/locks';
import { OAuthClients } from './domains/analytics/oauth/client';
import { remotesRoutes } from './apis/platform/remotes-routes';
import { CanaryUsers } from './kernel/http/browser-id';
import { securityHeaders } from './kernel/http/security-headers';
import { termsRoutes } from './apis/platform/terms-routes';
import { startReportScheduler } from './domains/report-delivery/scheduler';
import { identityAdminOf } from '../stand-ins/identity/identity-admin';
import { LAZY_SCHEMAS } from './kernel/http/lazy-schemas';
import { databaseAway } from './kernel/http/errors';
import { ROUTER_OPTIONS, SERVER_OPTIONS } from './kernel/http/server-options';
import type { Product } from './product';

/** Proxy headers (X-Forwarded-For/-Host/-Proto) are believed only from the configured proxies, never from anyone. */
export function trustProxyOf(config: Pick<ServerConfig, 'trustedProxies'>): string[] | false {
  return config.trustedProxies.length > 0 ? config.trustedProxies : false;
}

/** The one Node service: locally it serves everything on one origin. */
export async function buildApp(config: ServerConfig, product: Product): Promise<FastifyInstance> {
  // Mails and webhooks link to each brand's own host name.
  setPortalAddress(config.publicUrl, config.sites);
  const app = Fastify({
    // A share link's token is its only credential: the log writes its address without it.
    logger: { level: config.logLevel, serializers: { req: loggedRequest } },
    schemaController: LAZY_SCHEMAS,
    trustProxy: trustProxyOf(config),
    ...SERVER_OPTIONS,
  });
  methodNotAllowed(app, ROUTER_OPTIONS);
  boundJsonDepth(app);
  // Outside the APIs (the configuration, the outbox) the database away is a 503 too; anything else goes on to
  // Fastify's own handler.
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailable(error)) return databaseAway(error, request, reply);
    throw error;
  });
  await securityHeaders(app, config);
  app.get('/healthz', async () => ({ status: 'ok' }));
  await demoScrubbing(app, product.db);
  // One websocket server for the notification stream and the assistant.
  await app.register(websocket, { options: { maxPayload: 65536 } });
  if (product.identity)
    await identityRoutes(app, {
      identity: product.identity,
      rateLimit: { max: config.rateLimits.signInPerWindow, windowSeconds: config.rateLimits.windowSeconds },
    });
  if (config.devRoutes) {
    const warning =
      'DEV ROUTES ARE ON (BEACON_DEV_ROUTES=1): GET /dev/outbox hands a signed-in BeaconAdmin every reset code ' +
      'and invitation. Never set this in a deployment.';
    app.log.warn(warning);
    console.warn(`\x1b[41m\x1b[97m[beacon] ${warning}\x1b[0m`);
  }
  await outboxRoutes(app, {
    db: product.db,
    enabled: config.devRoutes,
    authorize: beaconAdminOnly(product.db, product.verifyToken),
  });
  // What recently verified tokens may reach: one cache for the hub and the MCP server.
  const accessCache = await createAccessCache(product.db, config.accessCacheSeconds);
  // Imports and other long work run as jobs over the same database (pg-boss).
  const jobs = await startJobQueue(app, product.db, { pollSeconds: config.jobPollSeconds });
  await jobs.work(IMPORTS_QUEUE, async ({ importId }) => runImport(product.db, Number(importId)));
  // Uploaded bytes and invoice PDFs (the hub's, and QuickBooks Online's that syncs store).
  const fileStore = openFileStore(fileStoreKind(product.db, config.fileStore), {
    db: product.db,
    filesDir: join(config.dataDir, 'files'),
  });
  await apiRoutes(app, {
    jobs,
    db: product.db,
    reportsDb: product.reportsDb,
    verifyToken: product.verifyToken,
    fileStore,
    notificationSecret: product.secrets.notificationSecret,
    notificationService: config.notify,
    alertWebhookHosts: config.notify.alertWebhookHosts,
    paymentDetails: config.paymentDetails,
    // User administration creates, invites, resets and disables accounts through the identity service.
    identityAdmin: product.identity ? identityAdminOf(product.identity) : undefined,
    rateLimits: apiRateLimits(config),
    portalUrlOf: (brand) => portalUrlOf(brand, config.sites, config.publicUrl),
    sites: config.sites,
    dataDir: config.dataDir,
    sessionReplayDefault: config.observability.sessionReplaySampleRate,
    accessCache,
    responseCache: await createResponseCache(product.db, config.responseCacheSeconds),
  });
  await notificationService(app, {
    db: product.db,
    secret: product.secrets.notificationSecret,
    settings: config.notify,
  });
  startReportScheduler(app, product.db, config.reportSchedulerSeconds);
  startMailDelivery(app, product.db, config.mail);
  const tokenKey = Buffer.from(product.secrets.analyticsTokenKey, 'base64url');
  const oauth = readOAuthSettings(config.environment, tokenKey);
  // Connector syncs (Google Ads, Meta Ads) run as jobs: each reads its platform with the connection's tokens.
  startPeriodic(
    app,
    product.db,
    { name: 'connector daily syncs', seconds: config.connectorScheduleSeconds, lock: LOCKS.connectorSchedule },
    () => queueScheduledSyncs(product.db, jobs, { SALESFORCE: config.analytics.salesforce.syncMinutes }),
  );
  await workConnectorSyncs(jobs, config.analytics.connectorConcurrency, (syncId) =>
    runConnectorSync(
      {
        db: product.db,
        tokenKey,
        clients: new OAuthClients(oauth, () => config.publicUrl),
        googleAds: config.analytics.googleAds,
        metaAds: config.analytics.metaAds,
        theTradeDesk: config.analytics.theTradeDesk,
        quickbooks: { settings: { apiUrl: config.analytics.quickbooks.apiUrl }, fileStore },
        salesforce: config.analytics.salesforce,
      },
      syncId,
    ),
  );
  await analyticsRoutes(app, {
    jobs,
    db: product.db,
    verifyToken: product.verifyToken,
    tokenKey,
    oauth,
    publicUrl: () => config.publicUrl,
    llm: config.analytics.llm,
    corsOrigins: config.analytics.corsOrigins,
    rateLimits: apiRateLimits(config),
    theTradeDesk: config.analytics.theTradeDesk,
  });
  // The ad platforms' sign-in, played locally for every OAuth source no real provider is configured for.
  await localProviderRoutes(app, { db: product.db, tokenKey, settings: oauth, publicUrl: () => config.publicUrl });
  await mcpRoutes(app, {
    db: product.db,
    verifyToken: product.verifyToken,
    accessCache,
    issuer: product.issuer,
    rateLimits: apiRateLimits(config),
  });
  await configRoutes(app, { config, db: product.db });
  const canaryUsers = new CanaryUsers(product.secrets.notificationSecret);
  await intakeRoutes(app, { db: product.db, dataDir: config.dataDir, canaryUsers });
  startCanaryAnalysis(app, product.db, config.dataDir, config.canary);
  startIntakeUpkeep(app, product.db);
  await termsRoutes(app);
  await logoRoutes(app, config.sites, undefined, { db: product.db, fileStore });
  await remotesRoutes(app, config, canaryUsers);
  await hostRoutes(app, config, canaryUsers);
  return app;
}
