import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

function trailingSlashIgnored(app: FastifyInstance): boolean {
  const config = app.initialConfig as {
    ignoreTrailingSlash?: boolean;
    routerOptions?: { ignoreTrailingSlash?: boolean };
  };
  return !!(config.routerOptions?.ignoreTrailingSlash || config.ignoreTrailingSlash);
}

/**
 * Cognito's JSON protocol at POST /identity/ (Amplify's `userPoolEndpoint`) and the signing keys at
 * /identity/.well-known/jwks.json (and under the issuer, where OIDC tooling looks).
 */
export async function identityRoutes(app: FastifyInstance, deps: { identity: Identity }): Promise<void> {
  const { identity } = deps;
  // Encapsulated so the Cognito content type and error format stay inside /identity.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-amz-json-1.1', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, body ? JSON.parse(body as string) : {});
      } catch {
        done(
          new CognitoError('SerializationException', 'Start of structure or map found where not expected.'),
          undefined,
        );
      }
    });
    scope.addHook('onRequest', async (_request, reply) => {
      allowCors(reply);
      reply.header('x-amzn-requestid', randomUUID());
    });
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof CognitoError) return sendError(reply, error);
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status < 500) return sendError(reply, new CognitoError('SerializationException', (error as Error).message));
      request.log.error(error);
      return sendError(reply, new CognitoError('InternalErrorException', 'Internal error', 500));
    });

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
  });
}
