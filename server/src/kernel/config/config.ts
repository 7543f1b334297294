import { dataDir, hostDistDir } from '@beacon/ops/places';
import { join } from 'node:path';
import { readLlmSettings, type LlmSettings } from './llm-settings';
import type { ApiRateLimits } from '../http/types';
import { readEnvironment, type Configured } from './environment';
import { listOf } from './list';
import { connectorConcurrency } from './connector-concurrency';
import type { FileStoreKind } from '../storage/file-store';
import { readMailSettings, type MailDeliverySettings } from '../mail/settings';
import { notifySettings, type NotifySettings } from './notify-settings';
import { canarySettings, type CanarySettings } from './canary-settings';
import { DEFAULT_SITES, type SiteDefinition } from './sites';
import { paymentDetailsOf, type PaymentDetails } from './payment-details';
import type { Secrets } from './secrets';

export { ConfigError } from './environment';

/** Everything the server reads from its environment, in one place. */
export interface ServerConfig {
  /** The environment checked, defaults filled in: for readers of a family of variables (BEACON_OAUTH_<SOURCE>_*). */
  environment: Configured;
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
  /** A standby of that PostgreSQL that campaign reports may read from (BEACON_READ_DATABASE_URL); the primary when unset. */
  readDatabaseUrl: string | null;
  /** Server processes on one port (PostgreSQL only), and each one's PostgreSQL connections. */
  workers: number;
  dbPoolSize: number;
  seedScale: number;
  /** Where browsers fetch remote releases from: '' for this server, or a CDN's address. */
  remotesBaseUrl: string;
  /** `pnpm dev`: remotes come from their development servers instead of the release store. */
  devRemotes: Record<string, string> | null;
  /** The host-name map (BEACON_SITES): a client's own brand on its own host names. */
  sites: SiteDefinition[];
  identity: IdentitySettings;
  /** Secrets the environment sets; the others are made once and kept (secrets.ts). */
  secrets: Partial<Secrets>;
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
  /** How often due report schedules run (0: never). */
  reportSchedulerSeconds: number;
  /** How often the connectors' daily syncs due are queued (0: never). */
  connectorScheduleSeconds: number;
  /** How often each process looks for queued jobs such as imports (BEACON_JOB_POLL_SECONDS, 2). */
  jobPollSeconds: number;
  /** How long a process keeps what a token may reach, and the hub's answers to GETs (0: not at all). */
  accessCacheSeconds: number;
  responseCacheSeconds: number;
  /** Where uploaded files' bytes are kept; null: the database on PostgreSQL, disk on PGlite. */
  fileStore: FileStoreKind | null;
  /** The notification service: where it is, its key, its own port, its watcher and stream tokens. */
  notify: NotifySettings;
  /** The analytics API's providers (BEACON_OAUTH_*, read by analytics/oauth/settings.ts), model and CORS. */
  analytics: {
    llm: LlmSettings | null;
    corsOrigins: string[];
    /** Google Ads' REST API as the connector reaches it (the stand-in's address locally). */
    googleAds: { apiUrl: string; apiVersion: string; developerToken: string; loginCustomerId: string | null };
    /** Meta's Graph API (Marketing API) as the Meta Ads connector reaches it (the stand-in's address locally). */
    metaAds: { graphUrl: string; graphVersion: string };
    /** QuickBooks Online's Accounting API (the stand-in's address locally). */
    quickbooks: { apiUrl: string };
    /** The Trade Desk's REST API (the stand-in's address locally) and the My Reports template its syncs run. */
    theTradeDesk: { apiUrl: string; reportTemplate: string };
    /** The most syncs of each source type at once across the server (connector-concurrency.ts). */
    connectorConcurrency: Record<string, number>;
    /** Salesforce's REST API (instanceUrl null: where the provider says), and how often connections sync. */
    salesforce: { instanceUrl: string | null; apiVersion: string; syncMinutes: number };
  };
  /** When a canary is rolled back by itself. */
  canary: CanarySettings;
  /** The issuer, remit-to, bank details and terms every generated invoice PDF prints (BEACON_INVOICE_*, BEACON_PAYMENT_*). */
  paymentDetails: PaymentDetails;
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

/**
 * The server's configuration, read once at start (main.ts) from the environment: every variable is checked against
 * the schema in `environment.ts` first, and a bad value throws a `ConfigError` naming it. No other module reads
 * `process.env`; each takes its part of this.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const checked = readEnvironment(env);
  const port = checked.PORT;
  const cognitoPool = checked.BEACON_COGNITO_USER_POOL_ID ?? null;
  // 0 turns the API's limits off, as an operator would expect.
  const apiPerUser = checked.BEACON_API_RATE_LIMIT;
  const publicUrl = (checked.BEACON_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    environment: checked,
    port,
    host: checked.HOST,
    production: checked.NODE_ENV === 'production',
    logLevel: checked.LOG_LEVEL,
    devRoutes: checked.NODE_ENV !== 'production' && ['1', 'true', 'yes'].includes(checked.BEACON_DEV_ROUTES ?? ''),
    trustedProxies: listOf(checked.BEACON_TRUSTED_PROXIES),
    rateLimits: {
      signInPerWindow: checked.BEACON_SIGN_IN_RATE_LIMIT,
      apiPerWindow: apiPerUser,
      // A client's users together get ten users' worth; a caller without a token twice a user's, since a whole
      // office can share one address.
      apiPerClientWindow: checked.BEACON_API_CLIENT_RATE_LIMIT ?? apiPerUser * 10,
      apiAnonymousPerWindow: checked.BEACON_API_ANONYMOUS_RATE_LIMIT ?? apiPerUser * 2,
      windowSeconds: checked.BEACON_RATE_LIMIT_WINDOW_SECONDS,
    },
    dataDir: dataDir(env),
    hostDist: hostDistDir(env),
    databaseUrl: checked.DATABASE_URL ?? null,
    readDatabaseUrl: (checked.DATABASE_URL && checked.BEACON_READ_DATABASE_URL) || null,
    workers: checked.BEACON_WORKERS,
    dbPoolSize: checked.BEACON_DB_POOL_SIZE,
    seedScale: checked.BEACON_SEED_SCALE,
    remotesBaseUrl: (checked.BEACON_REMOTES_BASE_URL ?? '').replace(/\/$/, ''),
    devRemotes: checked.BEACON_DEV_REMOTES ?? null,
    sites: checked.BEACON_SITES ?? DEFAULT_SITES,
    identity: {
      local: !cognitoPool,
      poolId: cognitoPool ?? 'us-east-1_beaconlocal',
      clientId: checked.BEACON_COGNITO_CLIENT_ID,
      endpoint: checked.BEACON_IDENTITY_ENDPOINT ?? null,
      issuer: checked.BEACON_IDENTITY_ISSUER ?? null,
      idTokenSeconds: checked.BEACON_ID_TOKEN_SECONDS,
      refreshTokenDays: checked.BEACON_REFRESH_TOKEN_DAYS,
    },
    secrets: {
      notificationSecret: checked.BEACON_NOTIFICATION_SECRET,
      identityAdminSecret: checked.BEACON_IDENTITY_ADMIN_SECRET,
      analyticsTokenKey: checked.BEACON_ANALYTICS_TOKEN_KEY,
    },
    publicUrl,
    mail: readMailSettings(checked, publicUrl),
    reportSchedulerSeconds: checked.BEACON_REPORT_SCHEDULER_SECONDS,
    connectorScheduleSeconds: checked.BEACON_CONNECTOR_SCHEDULE_SECONDS,
    jobPollSeconds: Math.max(0.5, checked.BEACON_JOB_POLL_SECONDS),
    accessCacheSeconds: checked.BEACON_ACCESS_CACHE_SECONDS,
    responseCacheSeconds: checked.BEACON_RESPONSE_CACHE_SECONDS,
    fileStore: checked.BEACON_FILE_STORE ?? null,
    notify: notifySettings(checked),
    analyticsUrl: (checked.BEACON_ANALYTICS_URL ?? '').replace(/\/$/, ''),
    assistantUrl: checked.BEACON_ASSISTANT_URL ?? '',
    analytics: {
      llm: readLlmSettings(checked),
      corsOrigins: listOf(checked.BEACON_ANALYTICS_CORS_ORIGINS),
      googleAds: {
        apiUrl: checked.BEACON_GOOGLE_ADS_API_URL,
        apiVersion: checked.BEACON_GOOGLE_ADS_API_VERSION,
        developerToken: checked.BEACON_GOOGLE_ADS_DEVELOPER_TOKEN,
        loginCustomerId: checked.BEACON_GOOGLE_ADS_LOGIN_CUSTOMER_ID ?? null,
      },
      metaAds: { graphUrl: checked.BEACON_META_GRAPH_URL, graphVersion: checked.BEACON_META_GRAPH_VERSION },
      quickbooks: { apiUrl: checked.BEACON_QBO_API_URL },
      theTradeDesk: { apiUrl: checked.BEACON_TTD_API_URL, reportTemplate: checked.BEACON_TTD_REPORT_TEMPLATE },
      connectorConcurrency: connectorConcurrency(checked),
      salesforce: {
        instanceUrl: checked.BEACON_SALESFORCE_INSTANCE_URL?.replace(/\/$/, '') ?? null,
        apiVersion: checked.BEACON_SALESFORCE_API_VERSION,
        syncMinutes: checked.BEACON_SALESFORCE_SYNC_MINUTES,
      },
    },
    canary: canarySettings(checked),
    paymentDetails: paymentDetailsOf(checked),
    termsOfUseUrl: checked.BEACON_TERMS_URL,
    demoRequestUrl: checked.BEACON_DEMO_REQUEST_URL,
    observability: {
      // Unset: Beacon's own intake (the DSN is made per request, on the browser's address); `off`: no reporting.
      sentryDsn: checked.BEACON_SENTRY_DSN === 'off' ? '' : checked.BEACON_SENTRY_DSN,
      sessionReplaySampleRate: checked.BEACON_SESSION_REPLAY_RATE,
      onboardingTour: checked.BEACON_ONBOARDING_TOUR !== 'off',
      tourKey: checked.BEACON_TOUR_KEY,
      tourScriptUrl: checked.BEACON_TOUR_SCRIPT_URL,
    },
  };
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
