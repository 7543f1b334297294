import type { FastifyInstance } from 'fastify';
import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import type { Database } from '../../src/kernel/db/database';
import { SOURCE_TYPES, type SourceType } from '../../src/kernel/config/sources';
import { DatabaseAdapter, providerSigningKey, sweepProvider } from './provider-store';
import { LOCAL_PROVIDER_PATH, redirectAllowed, type OAuthSettings } from '../../src/domains/analytics/oauth/settings';

/**
 * The local stand-in for the ad platforms: a real OpenID provider (oidc-provider) under /oauth-provider, one client
 * per OAuth source type. Its sign-in and consent is one small page per source ("Allow" or "Deny"); the account a
 * person allows is `<source>:<email>`, and its userinfo lists the ad accounts the stand-in platform has for it.
 */
export interface LocalProvider {
  provider: Provider;
  sourceOfClient(clientId: string): SourceType | undefined;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Two ad accounts per person and platform, named after them: stable, so a reconnect finds the same accounts. */
export function standInAccounts(source: string, email: string) {
  const h = createHash('sha256').update(`${source}|${email.toLowerCase()}`).digest('hex');
  const label = (SOURCE_TYPES as Record<string, { label: string }>)[source]?.label ?? source;
  return [0, 1].map((i) => ({
    id: `act_${parseInt(h.slice(i * 8, i * 8 + 8), 16)}`,
    name: `${label} ${i === 0 ? 'main' : 'brand'} account`,
  }));
}

interface ProviderDeps {
  db: Database;
  /** The token key: it encrypts the stored signing key and derives the cookie keys, so every process agrees. */
  tokenKey: Buffer;
  settings: OAuthSettings;
  publicUrl: () => string;
}

async function createProvider(issuer: string, deps: ProviderDeps): Promise<LocalProvider> {
  const { settings } = deps;
  const publicUrl = deps.publicUrl();
  const local = Object.entries(settings.sources).filter(([, s]) => s && s.issuer === null) as [
    SourceType,
    NonNullable<OAuthSettings['sources'][SourceType]>,
  ][];
  const bySource = new Map(local.map(([source, s]) => [s.clientId, source]));
  const jwk = await providerSigningKey(deps.db, deps.tokenKey);
  await sweepProvider(deps.db);
  const configuration: Configuration = {
    clients: local.map(([, s]) => ({
      client_id: s.clientId,
      client_secret: s.clientSecret,
      redirect_uris: [`${publicUrl}/oauth-redirect`],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk as never] },
    adapter: (model: string) => new DatabaseAdapter(deps.db, model),
    cookies: { keys: [createHmac('sha256', deps.tokenKey).update('oauth-provider-cookies').digest('base64url')] },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'ads'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], ads: ['ad_accounts'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => {
        const [source, ...rest] = sub.split(':');
        const email = rest.join(':');
        return {
          sub,
          email,
          email_verified: true,
          name: `${email} at ${(SOURCE_TYPES as Record<string, { label: string }>)[source!]?.label ?? source}`,
          ad_accounts: standInAccounts(source!, email),
        };
      },
    }),
    interactions: { url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    pkce: { required: () => true },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: settings.accessTokenSeconds,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 900,
      Session: 3600,
      Grant: 30 * 86400,
      RefreshToken: 30 * 86400,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${escape(String(out.error))}: ${escape(String(out.error_description ?? ''))}</p>`;
    },
  };
  // Loaded on the first sign-in it plays: a server that never shows the consent page never reads oidc-provider.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, configuration);
  provider.proxy = true;
  // The host answers on several names (brands, *.localhost): any allowed /oauth-redirect is a valid return.
  provider.Client.prototype.redirectUriAllowed = (value: string) => redirectAllowed(settings, value, publicUrl);
  return { provider, sourceOfClient: (clientId) => bySource.get(clientId) };
}

/** A consent page is never framed (clickjacking) and runs no script. */
const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

function page(source: SourceType | undefined, uid: string, email: string, error?: string): string {
  const label = source ? SOURCE_TYPES[source].label : 'Ad platform';
  const accounts = source ? standInAccounts(source, email) : [];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(label)}: allow Beacon</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}label,input{display:block;width:100%;margin:.25rem 0 1rem}</style>
</head><body>
<h1>${escape(label)}</h1>
<p><strong>Beacon</strong> asks to read the reporting of your ${escape(label)} ad accounts.</p>
<p><small>Local stand-in for ${escape(label)}: no real platform is contacted.</small></p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${LOCAL_PROVIDER_PATH}/interaction/${escape(uid)}">
<label for="email">Signed in to ${escape(label)} as</label>
<input id="email" name="email" type="email" value="${escape(email)}" required maxlength="254">
<p>Ad accounts shared: ${accounts.map((a) => escape(`${a.name} (${a.id})`)).join(', ')}</p>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form></body></html>`;
}

/**
 * Mounts the stand-in provider: its own routes straight to oidc-provider (a Koa app, handed the raw request with
 * the mount path taken off), and the interaction page as two Fastify routes. The provider is made on first use,
 * when this server's address is known.
 */
export async function localProviderRoutes(app: FastifyInstance, deps: ProviderDeps): Promise<void> {
  let made: Promise<LocalProvider> | null = null;
  let callback: ReturnType<Provider['callback']> | undefined;
  const local = () => (made ??= createProvider(`${deps.publicUrl()}${LOCAL_PROVIDER_PATH}`, deps));

  await app.register(
    async (scoped) => {
      // oidc-provider reads its own bodies.
      scoped.removeAllContentTypeParsers();
      scoped.addContentTypeParser('*', (_request, _payload, done) => done(null));

      scoped.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
        const { provider, sourceOfClient } = await local();
        const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
        if (!details)
          return reply.status(400).type('text/html').send('<p>This sign-in has expired. Start again from Beacon.</p>');
        const source = sourceOfClient(String(details.params.client_id));
        return reply
          .type('text/html')
          .headers(PAGE_HEADERS)
          .send(page(source, details.uid, 'ads.manager@example.test'));
      });

      scoped.post<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
        const { provider, sourceOfClient } = await local();
        const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
        if (!details)
          return reply.status(400).type('text/html').send('<p>This sign-in has expired. Start again from Beacon.</p>');
        const form = new URLSearchParams(await readBody(request.raw));
        const clientId = String(details.params.client_id);
        const source = sourceOfClient(clientId);
        if (form.get('decision') !== 'allow') {
          const to = await provider.interactionResult(request.raw, reply.raw, {
            error: 'access_denied',
            error_description: 'The person did not allow Beacon',
          });
          return reply.redirect(to, 303);
        }
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!/^[^\s@]{1,64}@[^\s@]{1,189}$/.test(email))
          return reply
            .status(400)
            .type('text/html')
            .headers(PAGE_HEADERS)
            .send(page(source, details.uid, email, 'Enter an email address.'));
        const accountId = `${source}:${email}`;
        const grant = new provider.Grant({ accountId, clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        const to = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(to, 303);
      });

      // Everything else is the provider's own: discovery, authorization, token, userinfo, jwks, revocation.
      scoped.all('/*', async (request, reply) => {
        const { provider } = await local();
        callback ??= provider.callback();
        const raw = request.raw as typeof request.raw & { originalUrl?: string };
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(LOCAL_PROVIDER_PATH.length) || '/';
        reply.hijack();
        await callback(raw, reply.raw);
      });
    },
    { prefix: LOCAL_PROVIDER_PATH },
  );
}

/** The consent form: an email and a decision; anything past this is not a person's form. */
const FORM_LIMIT = 16384;

const formTooLarge = () => Object.assign(new Error('The form is too large'), { statusCode: 413 });

/** The form's text, or a 413 once it outgrows FORM_LIMIT (the rest is drained unread). */
function readBody(raw: IncomingMessage): Promise<string> {
  if (Number(raw.headers['content-length'] ?? 0) > FORM_LIMIT) {
    raw.resume();
    return Promise.reject(formTooLarge());
  }
  return new Promise((resolve, reject) => {
    let body = '';
    raw.setEncoding('utf8');
    const read = (chunk: string) => {
      body += chunk;
      if (body.length <= FORM_LIMIT) return;
      raw.removeListener('data', read);
      raw.resume();
      reject(formTooLarge());
    };
    raw.on('data', read);
    raw.on('end', () => resolve(body));
    raw.on('error', reject);
  });
}
