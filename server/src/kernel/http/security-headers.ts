import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config';

/** The origin of an absolute address, or null for a relative one (this server) or nonsense. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The configured origins, worked out once: where scripts, styles and connections may go besides this server. */
export function policySources(config: ServerConfig) {
  const remotes = unique([originOf(config.remotesBaseUrl), ...Object.values(config.devRemotes ?? {}).map(originOf)]);
  const identity = config.identity.local
    ? null
    : (originOf(config.identity.endpoint) ?? 'https://cognito-idp.us-east-1.amazonaws.com');
  const notify = originOf(config.notify.baseUrl);
  const notifySocket = notify?.replace(/^http/, 'ws') ?? null;
  const sentry = originOf(config.observability.sentryDsn?.replace(/\/\/[^@/]*@/, '//'));
  const tour = originOf(config.observability.tourScriptUrl);
  return {
    scripts: unique([...remotes, tour]),
    styles: remotes,
    connect: unique([...remotes, identity, notify, notifySocket, sentry]),
  };
}

/**
 * The Content-Security-Policy of one answer. Scripts only from this origin and the remotes' origin (module
 * federation loads remote entries from BEACON_REMOTES_BASE_URL); styles also inline, because antd is CSS-in-JS and
 * injects <style> tags; connections to the API, identity, notification and websocket origins from configuration;
 * no framing by anyone.
 */
export function contentSecurityPolicy(sources: ReturnType<typeof policySources>, request: FastifyRequest): string {
  // The live stream is a websocket on this same host: ws(s)://<host> spelled out, as older browsers want it.
  const socket = `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.scripts],
    'style-src': ["'self'", "'unsafe-inline'", ...sources.styles],
    'connect-src': ["'self'", socket, ...sources.connect],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers that govern a document (what it may load, frame, open or refer), which a script or a style sheet has
 * no use for: a browser reads none of them from a subresource. A first visit loads some forty scripts, and these
 * were two thirds of each one's headers (a kilobyte a file over HTTP/1.1).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
  'cross-origin-opener-policy',
  'referrer-policy',
];

/**
 * A script or a style sheet (the host's build, a remote's release). Beacon starts no worker from a file: one that
 * did would need its script answered with the CSP, which governs a worker.
 */
export function isSubresource(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^(application|text)\/(javascript|css)\b/.test(contentType);
}

/**
 * Security headers on every response: the CSP above, nosniff, a strict referrer policy, no framing, and HSTS
 * only when the request came over https (directly, or through a trusted proxy that says so). Scripts and style
 * sheets keep nosniff, the resource policy and HSTS, and leave out the headers only a document reads.
 */
export async function securityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const sources = policySources(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote releases are loaded by hosts on other origins too; their own route relaxes this.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(sources, request));
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isSubresource(reply.getHeader('content-type'))) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    return payload;
  });
}
