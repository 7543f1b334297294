import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, handleError, HttpError, INVALID_TOKEN_MESSAGE } from '../../kernel/http/errors';
import { requestLimits } from '../../kernel/http/rate-limits';
import type { Api, ApiRateLimits } from '../../kernel/http/types';
import { authenticate, type AuthDeps } from '../../kernel/auth/authenticate';

/** The MCP SDK and Beacon's tools, read on the first MCP request: a process that answers none never loads them. */
const loadMcp = () =>
  Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./beacon-tools')]);
let modules: ReturnType<typeof loadMcp> | undefined;
const mcpModules = () => (modules ??= loadMcp());

export const MCP_PATH = '/mcp';
/** RFC 9728: the metadata of a resource at a path sits under the well-known name followed by that path. */
export const MCP_RESOURCE_METADATA_PATH = `/.well-known/oauth-protected-resource${MCP_PATH}`;

export interface McpDeps extends AuthDeps {
  /** The identity service's issuer: the authorization server whose ID tokens this resource accepts. */
  issuer: string;
  rateLimits?: ApiRateLimits;
}

/** The address this request came to (the proxy's when trusted), as /config.json names it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Beacon as an MCP server (Streamable HTTP, stateless: a new server and transport per request), authorised by the
 * user's Beacon ID token as a bearer, checked exactly as the API checks it. Without a good token: 401 with
 * `WWW-Authenticate: Bearer resource_metadata=...` naming the protected-resource metadata document (the MCP
 * authorization spec, RFC 9728), which is served beside it.
 */
export async function mcpRoutes(app: FastifyInstance, deps: McpDeps): Promise<void> {
  app.get(MCP_RESOURCE_METADATA_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      resource: `${originOf(request)}${MCP_PATH}`,
      authorization_servers: [deps.issuer],
      bearer_methods_supported: ['header'],
      resource_name: 'Beacon',
    };
  });

  await app.register(async (scoped) => {
    const api = scoped.withTypeProvider<TypeBoxTypeProvider>() as Api;
    api.setErrorHandler(handleError);
    const limits = deps.rateLimits ? await requestLimits(api, deps.rateLimits) : null;
    api.addHook('onRequest', async (request, reply) => {
      // The transport's rule against DNS rebinding: a browser page of another origin is refused before anything.
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== originOf(request)) throw new HttpError(403, 'Origin not allowed');
      request.access = await authenticate(deps, request).catch(async (error: unknown) => {
        const metadata = `resource_metadata="${originOf(request)}${MCP_RESOURCE_METADATA_PATH}"`;
        const invalid = error instanceof HttpError && error.message === INVALID_TOKEN_MESSAGE;
        const sent = /^Bearer \S+$/i.test(request.headers.authorization ?? '');
        // No token: only where to learn how to get one; a token that is not good also says so (RFC 6750).
        reply.header(
          'www-authenticate',
          sent
            ? `Bearer error="invalid_token", error_description="${invalid ? 'invalid token' : 'expired token'}", ${metadata}`
            : `Bearer ${metadata}`,
        );
        await limits?.anonymous(request, reply);
        throw error;
      });
      await limits?.signedIn(request, reply);
    });

    api.post(MCP_PATH, { bodyLimit: 256 * 1024 }, async (request, reply) => {
      const [{ StreamableHTTPServerTransport }, { beaconMcpServer }] = await mcpModules();
      const server = beaconMcpServer(deps.db, request.access!);
      // Stateless: no session id, one JSON answer per request (no stream to keep open).
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });
    // Stateless: no stream of server-initiated messages to open and no session to end.
    const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(405)
        .header('allow', 'POST')
        .send(errorBody(405, 'This MCP server is stateless: send every message with POST'));
    api.get(MCP_PATH, notAllowed);
    api.delete(MCP_PATH, notAllowed);
  });
}
