import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { HttpError } from '../../src/kernel/http/errors';
import type { Api } from '../../src/kernel/http/types';
import type { Database } from '../../src/kernel/db/database';
import { notifyCors } from './cors';
import { serviceRoutes } from './service-routes';
import { authenticate } from './service-auth';
import type { NotifySettings } from '../../src/kernel/config/notify-settings';
import { streamRoutes } from './stream-routes';
import { subscriptionRoutes } from './subscription-routes';
import { startWatcher } from '../../src/domains/notifications/watcher';
import { LAZY_SCHEMAS } from '../../src/kernel/http/lazy-schemas';

export interface NotificationServiceDeps {
  db: Database;
  /** Its configuration (ServerConfig.notify). */
  settings: NotifySettings;
  /** The project's secret: user hashes and stream tokens are signed with it. */
  secret: string;
  /** Run the periodic check for overdue invoices, campaign status changes and delivered reports (off in tests). */
  watch?: boolean;
  /** Where the service is mounted: `/notify` beside the host (the default), '' at the root of its own port. */
  basePath?: string;
  /** The portal's address, which `action_url` is made absolute against; the request's own origin when omitted. */
  linkBase?: string;
  /** Origins whose pages may call the service across origins (BEACON_NOTIFY_CORS_ORIGINS, and the portal's). */
  corsOrigins?: string[];
}

/** MagicBell's answer to an error: `{ errors: [{ code, message }] }`, with the status of the failure. */
function handleError(
  error: FastifyError | HttpError,
  _request: unknown,
  reply: { status(code: number): { send(body: unknown): unknown } },
) {
  const status = error instanceof HttpError ? error.status : error.validation ? 400 : (error.statusCode ?? 500);
  const message = status >= 500 ? 'Internal error' : error.message;
  return reply
    .status(status)
    .send({ errors: [{ code: status === 400 ? 'invalid_request' : String(status), message }] });
}

/** The notification service under /notify: the inbox's HTTP API, its live stream, and the watcher that makes events. */
export async function notificationService(app: FastifyInstance, deps: NotificationServiceDeps): Promise<void> {
  const { settings } = deps;
  const basePath = deps.basePath ?? settings.basePath;
  await app.register(
    async (scoped) => {
      const api = scoped.withTypeProvider<TypeBoxTypeProvider>() as Api;
      // One websocket server per Fastify instance: the whole product's (app.ts) when there is one.
      if (!api.hasDecorator('websocketServer')) await api.register(websocket, { options: { maxPayload: 4096 } });
      // MagicBell's SDKs send Content-Type: application/json on every call, body or not (mark read, archive,
      // delete): an empty body is no body, anything else is parsed as Fastify parses JSON.
      const json = scoped.getDefaultJsonParser('error', 'remove');
      scoped.removeContentTypeParser('application/json');
      scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        const text = String(body);
        if (text.trim() === '') return done(null, undefined);
        return json(request, text, done);
      });
      api.setErrorHandler(handleError);
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send({ errors: [{ code: '404', message: 'Not found' }] }),
      );
      await notifyCors(api, [...settings.corsOrigins, ...(deps.corsOrigins ?? [])]);
      api.addHook('onRequest', async (request) => {
        if (request.routeOptions.config?.public) return;
        request.notifyUser = await authenticate(request, { db: deps.db, secret: deps.secret, apiKey: settings.apiKey });
      });
      await serviceRoutes(api, deps);
      await streamRoutes(api, { ...deps, basePath });
      await subscriptionRoutes(api, deps);
    },
    { prefix: basePath },
  );
  if (deps.watch !== false)
    startWatcher(app, deps.db, settings.checkSeconds, { webhookHosts: settings.alertWebhookHosts });
}

/**
 * The service alone at the root of its own port (BEACON_NOTIFY_PORT), for MagicBell's SDKs; links point at the
 * portal, and the portal's pages may call it. The watcher runs only beside the host.
 */
export async function ownPortNotificationServer(
  deps: NotificationServiceDeps & { publicUrl: string; logLevel?: string },
) {
  const app = Fastify({ logger: { level: deps.logLevel ?? 'warn' }, schemaController: LAZY_SCHEMAS });
  await notificationService(app, {
    ...deps,
    basePath: '',
    watch: false,
    linkBase: deps.publicUrl,
    corsOrigins: [new URL(deps.publicUrl).origin, ...(deps.corsOrigins ?? [])],
  });
  return app;
}
