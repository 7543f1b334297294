import { createHmac } from 'node:crypto';
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
 * token key so that nothing more needs keeping.
 */
export function readOAuthSettings(env: NodeJS.ProcessEnv, tokenKey: Buffer): OAuthSettings {
  const sources: OAuthSettings['sources'] = {};
  for (const source of OAUTH_SOURCE_TYPES) {
    const issuer = env[`BEACON_OAUTH_${source}_ISSUER`] || null;
    sources[source] = issuer
      ? {
          issuer,
          clientId: env[`BEACON_OAUTH_${source}_CLIENT_ID`] ?? '',
          clientSecret: env[`BEACON_OAUTH_${source}_CLIENT_SECRET`] ?? '',
          scope: env[`BEACON_OAUTH_${source}_SCOPE`] ?? 'openid email profile offline_access',
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
    redirectOrigins: (env.BEACON_OAUTH_REDIRECT_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    accessTokenSeconds: Number(env.BEACON_OAUTH_ACCESS_TOKEN_SECONDS ?? 3600),
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
