import { createHmac } from 'node:crypto';
import type { Configured } from '../../../kernel/config/environment';
import { listOf } from '../../../kernel/config/list';
import { HttpError } from '../../../kernel/http/errors';
import { OAUTH_SOURCE_TYPES, type SourceType } from '../../../kernel/config/sources';

/** Where the local stand-in for the ad platforms answers, under this server. */
export const LOCAL_PROVIDER_PATH = '/oauth-provider';

export interface SourceOAuth {
  /** null: the local stand-in provider under this server. */
  issuer: string | null;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export interface OAuthSettings {
  sources: Partial<Record<SourceType, SourceOAuth>>;
  /** Origins a redirectUrl may point at, besides loopback and `*.localhost` (which are always allowed). */
  redirectOrigins: string[];
  /** The stand-in provider's access token lifetime (tests shorten it to see tokens expire). */
  accessTokenSeconds: number;
}

const LOCAL_SCOPE = 'openid email profile ads offline_access';

/**
 * `BEACON_OAUTH_<SOURCE>_ISSUER` (with `_CLIENT_ID`, `_CLIENT_SECRET`, `_SCOPE`) points one source at a real
 * OpenID provider; without it the source uses the stand-in provider, whose client secret is derived from the
 * token key so that nothing more needs keeping. Salesforce given a client id and no issuer signs in at its login
 * host, `BEACON_SALESFORCE_LOGIN_URL` (login.salesforce.com; test.salesforce.com for a sandbox, or a My Domain).
 */
export function readOAuthSettings(env: Configured, tokenKey: Buffer): OAuthSettings {
  const variable = (name: string) => (env as Record<string, unknown>)[name] as string | undefined;
  const sources: OAuthSettings['sources'] = {};
  for (const source of OAUTH_SOURCE_TYPES) {
    const loginHost =
      source === 'SALESFORCE' && variable('BEACON_OAUTH_SALESFORCE_CLIENT_ID') ? env.BEACON_SALESFORCE_LOGIN_URL : null;
    const issuer = variable(`BEACON_OAUTH_${source}_ISSUER`) ?? loginHost ?? null;
    sources[source] = issuer
      ? {
          issuer,
          clientId: variable(`BEACON_OAUTH_${source}_CLIENT_ID`) ?? '',
          clientSecret: variable(`BEACON_OAUTH_${source}_CLIENT_SECRET`) ?? '',
          scope: variable(`BEACON_OAUTH_${source}_SCOPE`) ?? 'openid email profile offline_access',
        }
      : {
          issuer: null,
          clientId: `beacon-${source.toLowerCase().replace(/_/g, '-')}`,
          clientSecret: createHmac('sha256', tokenKey).update(`oauth-client:${source}`).digest('base64url'),
          scope: LOCAL_SCOPE,
        };
  }
  return {
    sources,
    redirectOrigins: listOf(env.BEACON_OAUTH_REDIRECT_ORIGINS).map((origin) => origin.replace(/\/$/, '')),
    accessTokenSeconds: env.BEACON_OAUTH_ACCESS_TOKEN_SECONDS,
  };
}

/** A browser may come back only to a host page `/oauth-redirect` on an allowed origin. */
export function redirectAllowed(settings: OAuthSettings, value: string, publicUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.pathname !== '/oauth-redirect' || url.username || url.password || url.hash) return false;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
  return local || [...settings.redirectOrigins, new URL(publicUrl).origin].includes(url.origin);
}

/** Refuses, as bad input, a redirectUrl the browser may not come back to. */
export function requireRedirectAllowed(settings: OAuthSettings, redirectUrl: string, publicUrl: string): void {
  if (!redirectAllowed(settings, redirectUrl, publicUrl))
    throw new HttpError(400, 'Invalid query', [
      { field: 'redirectUrl', message: "must be the host's /oauth-redirect on an allowed origin" },
    ]);
}
