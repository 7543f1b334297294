import rateLimit from '@fastify/rate-limit';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../src/kernel/db/unavailable';
import { CognitoError } from './errors';
import type { Identity } from './identity';
import { jwks } from './keys';
import { ADMIN_OPERATIONS, PUBLIC_OPERATIONS } from './operations/operation-table';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

// Every header Amplify's Cognito client sends from a browser, so the preflight lets its calls through.
const ALLOWED_HEADERS = [
  'x-amz-target',
  'x-amz-user-agent',
  'cache-control',
  'content-type',
  'authorization',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
].join(', ');

function allowCors(reply: FastifyReply): void {
  // No cookies are involved (tokens travel in bodies), so any origin may call, as it may call Cognito.
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', 'x-amzn-requestid, x-amzn-errortype');
}

function sendError(reply: FastifyReply, error: CognitoError): FastifyReply {
  return reply
    .code(error.statusCode)
    .header('x-amzn-errortype', `${error.type}:`)
    .type('application/x-amz-json-1.1')
    .send({ __type: error.type, message: error.message });
}

function isAdmin(identity: Identity, request: FastifyRequest): boolean {
  const secret = identity.config.adminSecret;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!secret || !given) return false;
  const a = Buffer.from(secret);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operations that try a password or a code: the ones a guesser repeats, throttled per client address. */
const CREDENTIAL_OPERATIONS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
]);

function isCredentialAttempt(request: FastifyRequest): boolean {
  const target = String(request.headers['x-amz-target'] ?? '');
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  if (!CREDENTIAL_OPERATIONS.has(name)) return false;
  // Refreshing a session with a refresh token is not a guess.
  const flow = (request.body as { AuthFlow?: unknown } | undefined)?.AuthFlow;
  return !(name === 'InitiateAuth' && (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN'));
}

export interface IdentityRouteOptions {
  identity: Identity;
  /**
   * Sign-in and password attempts per client address per window, on top of the per-account lockout; beyond it
   * Cognito's own TooManyRequestsException. Off when omitted (the protocol tests sign in hundreds of times).
   */
  rateLimit?: { max: number; windowSeconds: number };
}

function trailingSlashIgnored(app: FastifyInstance): boolean {
  const config = app.initialConfig as {
    ignoreTrailingSlash?: boolean;
    routerOptions?: { ignoreTrailingSlash?: boolean };
  };
  return !!(config.routerOptions?.ignoreTrailingSlash || config.ignoreTrailingSlash);
}

/**
 * Cognito's JSON protocol at POST /identity/ (Amplify's `userPoolEndpoint`) and the signing keys at
 * /identity/.well-known/jwks.json (and under the issuer, where OIDC tooling looks, with the OpenID discovery
 * document beside them).
 */
export async function identityRoutes(app: FastifyInstance, deps: IdentityRouteOptions): Promise<void> {
  const { identity } = deps;
  // Encapsulated so the Cognito content type and error format stay inside /identity.
  await app.register(async (scope) => {
    // Fastify's own JSON reading, which refuses __proto__ and constructor.prototype keys; an empty body is empty.
    const json = scope.getDefaultJsonParser('error', 'error');
    const unreadable = () =>
      new CognitoError('SerializationException', 'Start of structure or map found where not expected.');
    scope.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, (request, body, done) => {
      if (!body) return done(null, {});
      json(request, body as string, (error, value) => (error ? done(unreadable(), undefined) : done(null, value)));
    });
    scope.addHook('onRequest', async (_request, reply) => {
      allowCors(reply);
      reply.header('x-amzn-requestid', randomUUID());
    });
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof CognitoError) return sendError(reply, error);
      if (isDatabaseUnavailable(error)) {
        // A 5xx Amplify tries again; Retry-After says when for other clients.
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, new CognitoError('ServiceUnavailableException', 'Service unavailable', 503));
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) return sendError(reply, new CognitoError('SerializationException', (error as Error).message));
      request.log.error(error);
      return sendError(reply, new CognitoError('InternalErrorException', 'Internal error', 500));
    });

    if (deps.rateLimit) {
      await scope.register(rateLimit, {
        global: true,
        // After the body is read, so that a refresh (InitiateAuth with a refresh token) is told from a sign-in.
        hook: 'preHandler',
        max: deps.rateLimit.max,
        timeWindow: deps.rateLimit.windowSeconds * 1000,
        allowList: (request) => request.method !== 'POST' || !isCredentialAttempt(request),
        errorResponseBuilder: () => new CognitoError('TooManyRequestsException', 'Too many requests'),
      });
    }

    const preflight = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'POST, GET, OPTIONS')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    // Amplify posts to exactly the configured endpoint, with or without the slash; one route serves both
    // unless the server already treats them as one (ignoreTrailingSlash), where a second would clash.
    const paths = trailingSlashIgnored(scope) ? ['/identity/'] : ['/identity', '/identity/'];
    for (const path of paths) scope.options(path, preflight);

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      let operation = PUBLIC_OPERATIONS[name];
      if (!operation && ADMIN_OPERATIONS[name]) {
        if (!isAdmin(identity, request))
          throw new CognitoError(
            'UnrecognizedClientException',
            'The security token included in the request is invalid.',
          );
        operation = ADMIN_OPERATIONS[name];
      }
      if (!operation) throw new CognitoError('UnknownOperationException', `Unknown operation ${target}`);
      const result = await operation(identity, body);
      return reply.header('cache-control', 'no-store').type('application/x-amz-json-1.1').send(JSON.stringify(result));
    };
    for (const path of paths) scope.post(path, handle);

    const keys = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'public, max-age=300').send(jwks(identity.keys));
    scope.get('/identity/.well-known/jwks.json', keys);
    scope.get(`/identity/${identity.config.poolId}/.well-known/jwks.json`, keys);
    // OpenID discovery under the issuer, as Cognito serves it, for OIDC tooling (jose, openid-client, gateways).
    // Only what this service really serves is listed: there is no hosted UI, so no authorization endpoint.
    scope.get(`/identity/${identity.config.poolId}/.well-known/openid-configuration`, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(openIdConfiguration(identity)),
    );
  });
}

/** The OpenID Provider metadata of the pool (what Cognito answers at `<issuer>/.well-known/openid-configuration`). */
export function openIdConfiguration(identity: Identity) {
  const issuer = identity.config.issuer.replace(/\/$/, '');
  return {
    issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    response_types_supported: ['code', 'token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'aws.cognito.signin.user.admin'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'email', 'email_verified', 'token_use'],
    token_endpoint_auth_methods_supported: ['none'],
  };
}
