import { dataDir, hostDistDir } from '@beacon/ops/places';
import { join } from 'node:path';
import type { ApiRateLimits } from './api/types';
import { MAX_TOKEN_LIFETIME_SECONDS } from './auth/token-times';
import { readMailSettings, type MailDeliverySettings } from './mail/settings';

/** Everything the server reads from its environment, in one place. */
export interface ServerConfig {
  port: number;
  /** The interface to listen on: loopback unless HOST says otherwise (a deployment behind a proxy sets it). */
  host: string;
  production: boolean;
  logLevel: string;
  /** Dev-only routes (the mail outbox): off unless BEACON_DEV_ROUTES=1, and never in production. */
  devRoutes: boolean;
  /**
   * Proxies whose X-Forwarded-* headers are believed (BEACON_TRUSTED_PROXIES: comma-separated addresses or CIDR
   * ranges, e.g. `127.0.0.1,10.0.0.0/8`); nobody's by default, so a client cannot choose the host or protocol.
   */
  trustedProxies: string[];
  /** Attempts per client address per window before sign-in (identity service) and the API answer "too many". */
  rateLimits: RateLimits;
  dataDir: string;
  hostDist: string;
  /** A real PostgreSQL; when unset, PGlite keeps the data in `<dataDir>/db`. */
  databaseUrl: string | null;
  seedScale: number;
  /** Where browsers fetch remote releases from: '' for this server, or a CDN's address. */
  remotesBaseUrl: string;
  /** `pnpm dev`: remotes come from their development servers instead of the release store. */
  devRemotes: Record<string, string> | null;
  identity: IdentitySettings;
  /** Where the terms of service PDF is published. */
  termsOfUseUrl: string;
  demoRequestUrl: string;
  /** This server's address as browsers reach it (the stand-in OAuth provider's issuer); default http://localhost:PORT. */
  publicUrl: string;
  /** Where the front end finds the analytics API and the assistant's socket: '' for this server. */
  analyticsUrl: string;
  assistantUrl: string;
  /** Mail over SMTP (BEACON_SMTP_URL), from the outbox; without a server it stays in the outbox. */
  mail: MailDeliverySettings;
  /**
   * Error reporting (sentryDsn: undefined for Beacon's own intake, '' for none), session replay and the
   * onboarding tour.
   */
  observability: {
    sentryDsn?: string;
    sessionReplaySampleRate?: number;
    onboardingTour: boolean;
    tourKey?: string;
    tourScriptUrl?: string;
  };
}

export interface RateLimits {
  /** Sign-in and password operations at the identity service, per address per window. */
  signInPerWindow: number;
  /**
   * API requests per signed-in user per window (BEACON_API_RATE_LIMIT; 0 turns every API limit off), per client
   * (all its users), and per address for callers without a good token.
   */
  apiPerWindow: number;
  apiPerClientWindow: number;
  apiAnonymousPerWindow: number;
  windowSeconds: number;
}

/**
 * The identity provider. Locally, and in CI, the server runs its own Cognito-compatible service; with
 * BEACON_COGNITO_USER_POOL_ID set the same host build signs in against a real user pool instead.
 */
export interface IdentitySettings {
  local: boolean;
  poolId: string;
  clientId: string;
  /** A Cognito-compatible endpoint other than this server's own (another local service, for example). */
  endpoint: string | null;
  issuer: string | null;
  idTokenSeconds: number;
  refreshTokenDays: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  const data = dataDir(env);
  const cognitoPool = env.BEACON_COGNITO_USER_POOL_ID ?? null;
  // 0 turns the API's limits off, as an operator would expect; anything else that is not a count keeps the default.
  const apiPerUser = env.BEACON_API_RATE_LIMIT?.trim() === '0' ? 0 : positive(env.BEACON_API_RATE_LIMIT, 3000);
  const publicUrl = (env.BEACON_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'warn',
    devRoutes: env.NODE_ENV !== 'production' && ['1', 'true', 'yes'].includes(env.BEACON_DEV_ROUTES ?? ''),
    trustedProxies: (env.BEACON_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    rateLimits: {
      signInPerWindow: positive(env.BEACON_SIGN_IN_RATE_LIMIT, 60),
      apiPerWindow: apiPerUser,
      // A client's users together get ten users' worth; a caller without a token twice a user's, since a whole
      // office can share one address.
      apiPerClientWindow: positive(env.BEACON_API_CLIENT_RATE_LIMIT, apiPerUser * 10),
      apiAnonymousPerWindow: positive(env.BEACON_API_ANONYMOUS_RATE_LIMIT, apiPerUser * 2),
      windowSeconds: positive(env.BEACON_RATE_LIMIT_WINDOW_SECONDS, 60),
    },
    dataDir: data,
    hostDist: env.BEACON_HOST_DIST ?? hostDistDir(),
    databaseUrl: env.DATABASE_URL || null,
    seedScale: Number(env.BEACON_SEED_SCALE ?? 1),
    remotesBaseUrl: (env.BEACON_REMOTES_BASE_URL ?? '').replace(/\/$/, ''),
    devRemotes: env.BEACON_DEV_REMOTES ? (JSON.parse(env.BEACON_DEV_REMOTES) as Record<string, string>) : null,
    identity: {
      local: !cognitoPool,
      poolId: cognitoPool ?? 'us-east-1_beaconlocal',
      clientId: env.BEACON_COGNITO_CLIENT_ID ?? 'beacon-local-client',
      endpoint: env.BEACON_IDENTITY_ENDPOINT ?? null,
      issuer: env.BEACON_IDENTITY_ISSUER ?? null,
      idTokenSeconds: idTokenSeconds(env.BEACON_ID_TOKEN_SECONDS),
      refreshTokenDays: Number(env.BEACON_REFRESH_TOKEN_DAYS ?? 30),
    },
    publicUrl,
    mail: readMailSettings(env, publicUrl),
    analyticsUrl: (env.BEACON_ANALYTICS_URL ?? '').replace(/\/$/, ''),
    assistantUrl: env.BEACON_ASSISTANT_URL ?? '',
    termsOfUseUrl: env.BEACON_TERMS_URL ?? '/documents/beacon-terms-of-service.pdf',
    demoRequestUrl: env.BEACON_DEMO_REQUEST_URL ?? 'mailto:hello@beacon.test?subject=Beacon%20demo',
    observability: {
      // Unset: Beacon's own intake (the DSN is made per request, on the browser's address); `off`: no reporting.
      sentryDsn: env.BEACON_SENTRY_DSN === 'off' ? '' : env.BEACON_SENTRY_DSN || undefined,
      sessionReplaySampleRate: env.BEACON_SESSION_REPLAY_RATE ? Number(env.BEACON_SESSION_REPLAY_RATE) : undefined,
      onboardingTour: env.BEACON_ONBOARDING_TOUR !== 'off',
      tourKey: env.BEACON_TOUR_KEY || undefined,
      tourScriptUrl: env.BEACON_TOUR_SCRIPT_URL || undefined,
    },
  };
}

/** The verifiers refuse a token that lives longer than a day (auth/token-times.ts): none is issued longer. */
function idTokenSeconds(value: string | undefined): number {
  const seconds = Number(value ?? 3600);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_TOKEN_LIFETIME_SECONDS)
    throw new Error(`BEACON_ID_TOKEN_SECONDS must be a whole number from 1 to ${MAX_TOKEN_LIFETIME_SECONDS}`);
  return seconds;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** The API's limits as the hub and the analytics API take them, or undefined when BEACON_API_RATE_LIMIT=0. */
export function apiRateLimits(config: Pick<ServerConfig, 'rateLimits'>): ApiRateLimits | undefined {
  const { apiPerWindow, apiPerClientWindow, apiAnonymousPerWindow, windowSeconds } = config.rateLimits;
  if (apiPerWindow === 0) return undefined;
  return {
    perUser: apiPerWindow,
    perClient: apiPerClientWindow,
    perAnonymousAddress: apiAnonymousPerWindow,
    windowSeconds,
  };
}

export const dbDir = (config: ServerConfig) => join(config.dataDir, 'db');
