import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { guardPath } from '../../kernel/access/path-guard';
import { checkRequirement, declareRequirement, REQUIREMENT_DESCRIPTION } from '../../kernel/access/route-requirements';
import { authenticate } from '../../kernel/auth/authenticate';
import { adfireRoutes } from './adfire/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { authenticateKey } from '../../domains/api-keys/authenticate-key';
import { advertiserRoutes } from './advertisers/routes';
import { audienceRoutes } from './audiences/routes';
import { builderReportRoutes } from './builder-reports/routes';
import { campaignReportRoutes } from './campaign-reports/routes';
import { campaignRoutes } from './campaigns/routes';
import { clientRoutes } from './clients/routes';
import { customReportRoutes } from './custom-reports/routes';
import { alertRuleRoutes } from './alerts/routes';
import { goalRoutes } from './goals/routes';
import { agencyRoutes } from './agency/routes';
import { shareLinkRoutes } from './share-links/routes';
import { customDashboardRoutes } from './custom-dashboards/routes';
import { sharedRoutes } from './share-links/shared-routes';
import { featureFlagRoutes } from './feature-flags/routes';
import { brandRoutes } from './brands/routes';
import { ingestRoutes } from './ingest/routes';
import { fileRoutes } from './files/routes';
import { invoiceRoutes } from './invoices/routes';
import { notificationRoutes } from './notifications/routes';
import { releaseRoutes } from './observability/releases-routes';
import { deployTokenRoutes } from './observability/deploy-token-routes';
import { deployRoutes } from './observability/deploy-routes';
import { authenticateDeployToken } from '../../domains/deploy-tokens/authenticate-token';
import { sessionReplayRoutes } from './observability/session-replay-routes';
import { productRoutes } from './products/routes';
import { userRoutes } from './users/routes';
import { catalogueRoutes } from './catalogue/routes';
import { errorBody, handleError } from '../../kernel/http/errors';
import { requestLimits } from '../../kernel/http/rate-limits';
import { strictInput } from '../../kernel/http/strict-input';
import type { Api } from '../../kernel/http/types';
import type { ApiDeps } from './deps';
import { documentedRoutes, relativeTo } from '../../kernel/http/openapi-paths';
import { cacheResponses } from '../../kernel/http/response-cache';
import { importRoutes } from './imports/routes';
import { CanaryUsers } from '../../kernel/http/browser-id';

export type { ApiDeps } from './deps';

/** JSON bodies are small forms; uploads have their own limit in the files domain. */
const JSON_BODY_LIMIT = 256 * 1024;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The hub API under /api: the wiring that imports every domain. Domains import the toolkit in ../api (errors,
 * schemas, enumerations, types) and never this file, so the imports go one way.
 */
export async function apiRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const canaryUsers = new CanaryUsers(deps.notificationSecret);
  await app.register(
    async (scoped) => {
      const api = scoped.withTypeProvider<TypeBoxTypeProvider>() as Api;
      await api.register(swagger, {
        openapi: {
          info: { title: 'Beacon hub API', version: '1.0.0', description: REQUIREMENT_DESCRIPTION },
          components: {
            securitySchemes: {
              bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
              // The ingestion API's: an API key made in Administration, never a user's token.
              deployToken: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'bd_live_…',
                description: "A deploy token for one remote, issued by a BeaconAdmin on Administration's Releases page",
              },
              apiKey: {
                type: 'http',
                scheme: 'bearer',
                bearerFormat: 'bk_live_…',
                description: 'An API key made by a BeaconAdmin in Administration › API keys',
              },
            },
          },
          security: [{ bearer: [] }],
          servers: [{ url: '/api' }],
        },
        // Paths are relative to the server URL above, so any OpenAPI tool calls them under /api.
        transformObject: (document) =>
          'openapiObject' in document ? relativeTo('/api', document.openapiObject) : document.swaggerObject,
      });
      await api.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 10, fields: 10 } });
      api.addHook('onRoute', (route) => {
        route.bodyLimit ??= JSON_BODY_LIMIT;
        declareRequirement(route);
      });
      api.setErrorHandler(handleError);
      // Per user and client once the token is verified, per address (the proxy's unless BEACON_TRUSTED_PROXIES
      // names it) otherwise. The server sets them (config.rateLimits); the in-process test harness walks thousands.
      const limits = deps.rateLimits ? await requestLimits(api, deps.rateLimits) : null;
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404, 'Not found')));

      // Who is calling: a verified ID token resolved to an enabled user row, and what that user may reach.
      api.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.config?.public) return limits?.anonymous(request, reply);
        // The ingestion API is called by an agency's pipelines with an API key: no user, no user's limits.
        if (request.routeOptions.config?.apiKey) {
          request.apiKey = await authenticateKey(deps.db, request).catch(async (error: unknown) => {
            await limits?.anonymous(request, reply);
            throw error;
          });
          return limits?.apiKey(request, reply);
        }
        // The deploy API is called by a remote's pipeline with a deploy token: no user either.
        if (request.routeOptions.config?.deployToken) {
          await limits?.anonymous(request, reply);
          request.deployToken = await authenticateDeployToken(deps.db, request);
          return;
        }
        // A session that ran out and a token that was never good are told apart (both 401).
        request.access = await authenticate(deps, request).catch(async (error: unknown) => {
          await limits?.anonymous(request, reply);
          throw error;
        });
        await limits?.signedIn(request, reply);
        // Canary releases follow the signed-in user across their tabs and browsers (/remotes.json reads it).
        canaryUsers.remember(request, reply, request.access.user.id);
      });
      // Before the validator's lenient coercion: ids in base-10 digits only, JSON bodies of the declared types.
      api.addHook('preValidation', strictInput);
      api.addHook('preHandler', async (request) => guardPath(deps.db, request));
      // What the route requires of its caller, once the path guard has answered another tenant's ids with 404.
      api.addHook('preHandler', checkRequirement);
      if (deps.responseCache) cacheResponses(api, deps.responseCache);

      await documentedRoutes(api, deps, [
        userRoutes,
        clientRoutes,
        customReportRoutes,
        advertiserRoutes,
        campaignRoutes,
        adfireRoutes,
        importRoutes,
        fileRoutes,
        invoiceRoutes,
        productRoutes,
        audienceRoutes,
        campaignReportRoutes,
        builderReportRoutes,
        featureFlagRoutes,
        notificationRoutes,
        catalogueRoutes,
        releaseRoutes,
        deployTokenRoutes,
        deployRoutes,
        sessionReplayRoutes,
        apiKeyRoutes,
        ingestRoutes,
        alertRuleRoutes,
        customDashboardRoutes,
        goalRoutes,
        agencyRoutes,
        shareLinkRoutes,
        sharedRoutes,
        brandRoutes,
      ]);
    },
    { prefix: '/api' },
  );
}
