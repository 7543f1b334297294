import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { errorBody, handleError } from '../../kernel/http/errors';
import { documentedRoutes, relativeTo } from '../../kernel/http/openapi-paths';
import { requestLimits } from '../../kernel/http/rate-limits';
import { strictInput } from '../../kernel/http/strict-input';
import { authenticate } from '../../kernel/auth/authenticate';
import { checkRequirement, declareRequirement, REQUIREMENT_DESCRIPTION } from '../../kernel/access/route-requirements';
import { assistantHistoryRoutes } from './assistant/history';
import { assistantSocket } from './assistant/socket';
import { impersonate, recordImpersonation } from '../../domains/analytics/audit';
import { accountRoutes } from './connections/account-routes';
import { connectionRoutes } from './connections/routes';
import { analyticsCors } from './cors';
import { dashboardRoutes } from './dashboards/routes';
import { manualConnectionRoutes } from './manual-connections/routes';
import { oauthRoutes } from './oauth/routes';
import { queryRoutes } from './dashboards/query-routes';
import { tenantRoutes } from './tenant';
import type { AnalyticsApi, AnalyticsDeps } from './types';
import { workspaceRoutes } from './workspaces/routes';

export type { AnalyticsDeps } from './types';
export const ANALYTICS_BASE = '/analytics';
export const ASSISTANT_SOCKET_PATH = '/assistant/ws';

/**
 * The analytics API under /analytics, with its own OpenAPI document at /analytics/openapi.json: the hub's bearer
 * check, scope and error body, plus impersonation with its audit log. Beside it, the assistant's socket
 * (/assistant/ws); the composition root mounts the local OAuth provider (/oauth-provider) next to it. Another deployment serves the same routes from its
 * own process; the host learns where from /config.json (BEACON_ANALYTICS_URL).
 */
export async function analyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps): Promise<void> {
  // One websocket server per Fastify instance: the notification service may have made it already.
  if (!app.hasDecorator('websocketServer')) await app.register(websocket, { options: { maxPayload: 65536 } });

  await app.register(
    async (scoped) => {
      const api = scoped.withTypeProvider<TypeBoxTypeProvider>() as AnalyticsApi;
      await api.register(swagger, {
        openapi: {
          info: {
            title: 'Beacon analytics API',
            version: '1.0.0',
            description:
              "Workspaces, connections (OAuth and manual), dashboards, data sources and queries, and the assistant's history. An INTERNAL user may send X-Impersonated-By (a username or email) to act for that user, with that user's role; every such call is audited. " +
              REQUIREMENT_DESCRIPTION,
          },
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
          security: [{ bearer: [] }],
          servers: [{ url: ANALYTICS_BASE }],
        },
        // Paths are relative to the server URL, as in the hub's document: any OpenAPI tool calls them under /analytics.
        transformObject: (document) =>
          'openapiObject' in document ? relativeTo(ANALYTICS_BASE, document.openapiObject) : document.swaggerObject,
      });
      api.addHook('onRoute', (route) => {
        route.bodyLimit ??= 64 * 1024;
        declareRequirement(route);
      });
      await analyticsCors(api, deps.corsOrigins ?? []);
      api.setErrorHandler(handleError);
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404, 'Not found')));
      const limits = deps.rateLimits ? await requestLimits(api, deps.rateLimits) : null;
      api.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config?.public) return limits?.anonymous(request, reply);
        request.access = await authenticate(deps, request).catch(async (error: unknown) => {
          await limits?.anonymous(request, reply);
          throw error;
        });
        // Counted as the one who calls, before acting for anyone else.
        await limits?.signedIn(request, reply);
        await impersonate(deps.db, request);
      });
      // The hub's rule: path and query numbers in base-10 digits only (`+9`, `0x9`, `9e0`, ` 9` are not 9), JSON
      // bodies of the declared types.
      api.addHook('preValidation', strictInput);
      // What the route requires of its caller (acting for someone: of that user), as the hub checks it.
      api.addHook('preHandler', checkRequirement);
      // Recorded before the answer leaves: a call made for someone else is never answered without its audit row.
      api.addHook('onSend', async (request, reply, payload) => {
        await recordImpersonation(deps.db, request, reply);
        return payload;
      });
      await documentedRoutes(api, deps, [
        tenantRoutes,
        workspaceRoutes,
        connectionRoutes,
        manualConnectionRoutes,
        oauthRoutes,
        accountRoutes,
        dashboardRoutes,
        queryRoutes,
        assistantHistoryRoutes,
      ]);
    },
    { prefix: ANALYTICS_BASE },
  );
  await assistantSocket(app, deps, ASSISTANT_SOCKET_PATH);
}
