import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../kernel/config/config';
import { intakeDsn } from '../observability/intake-routes';
import { sessionReplaySetting } from '../../domains/observability/session-replay-setting';
import { siteFor } from '../../kernel/config/sites';
import type { Database } from '../../kernel/db/database';

/** The address this request came to, so that Amplify talks to the identity service on the same site. */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** /config.json: what one host build needs to know at start, by configuration alone. */
export async function configRoutes(app: FastifyInstance, deps: { config: ServerConfig; db: Database }): Promise<void> {
  const { config } = deps;
  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { identity } = config;
    // Locally Amplify talks to this server's identity service; against a real Cognito pool, to AWS itself.
    const endpoint = identity.local ? `${origin(request)}/identity/` : identity.endpoint;
    return {
      auth: {
        Cognito: {
          userPoolId: identity.poolId,
          userPoolClientId: identity.clientId,
          ...(endpoint ? { userPoolEndpoint: endpoint } : {}),
          loginWith: { email: true },
        },
      },
      site: await siteFor(deps.db, request.hostname, deps.config.sites),
      termsOfUseUrl: config.termsOfUseUrl,
      observability: {
        ...config.observability,
        sentryDsn: config.observability.sentryDsn ?? intakeDsn(origin(request)),
        // As a BeaconAdmin set it on the Releases page, else BEACON_SESSION_REPLAY_RATE.
        sessionReplaySampleRate: (await sessionReplaySetting(deps.db, config.observability.sessionReplaySampleRate))
          .sampleRate,
      },
      demoRequestUrl: config.demoRequestUrl,
      // The analytics API and the assistant's socket: this server unless deployed apart (BEACON_ANALYTICS_URL).
      analytics: {
        url: `${config.analyticsUrl}/analytics`,
        assistantUrl: config.assistantUrl || `${config.analyticsUrl.replace(/^http/, 'ws')}/assistant/ws`,
        oauthRedirectPath: '/oauth-redirect',
      },
    };
  });
}
