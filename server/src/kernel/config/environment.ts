import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { OAUTH_SOURCE_TYPES } from './sources';
import { MAX_TOKEN_LIFETIME_SECONDS } from '../auth/token-times';
import { MAX_STREAM_TOKEN_SECONDS, STREAM_TOKEN_SECONDS } from './stream-token-limits';

/*
 * Every variable the server reads, with what a good value looks like (docs/configuration.md). `readConfig`
 * checks the environment against it once, at start; a bad value stops the server with the variable's name and
 * what it must be, instead of being read as a default or as NaN somewhere later.
 */

const text = (description: string) => Type.Optional(Type.String({ description }));
const url = (description = 'an http(s) address') =>
  Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+', description }));
const whole = (minimum: number, description: string, maximum?: number) =>
  Type.Optional(Type.Integer({ minimum, ...(maximum === undefined ? {} : { maximum }), description }));
const seconds = (description = 'a number of seconds, 0 or more') =>
  Type.Optional(Type.Number({ minimum: 0, description }));
const oneOf = <const T extends string[]>(values: T) =>
  Type.Optional(
    Type.Unsafe<T[number]>(
      Type.Union(
        values.map((value) => Type.Literal(value)),
        { description: `one of ${values.map((value) => `"${value}"`).join(', ')}` },
      ),
    ),
  );
const port = whole(0, 'a port number from 0 to 65535', 65535);
const count = whole(1, 'a whole number, 1 or more');

/** A site of the host-name map (BEACON_SITES). */
const SiteDefinition = Type.Object({
  hosts: Type.Array(Type.String()),
  brand: Type.String(),
  clientName: Type.String(),
});

/** The variables whose values are JSON, parsed before they are checked. */
const JSON_VARIABLES = ['BEACON_SITES', 'BEACON_DEV_REMOTES'] as const;

const oauthVariables = Object.fromEntries(
  OAUTH_SOURCE_TYPES.flatMap((source) => [
    [`BEACON_OAUTH_${source}_ISSUER`, url()],
    [`BEACON_OAUTH_${source}_CLIENT_ID`, text('a client id')],
    [`BEACON_OAUTH_${source}_CLIENT_SECRET`, text('a client secret')],
    [`BEACON_OAUTH_${source}_SCOPE`, text('space-separated scopes')],
  ]),
) as Record<string, ReturnType<typeof text>>;

export const Environment = Type.Object({
  PORT: port,
  HOST: text('an interface address'),
  NODE_ENV: text('the environment name'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  BEACON_DEV_ROUTES: oneOf(['0', '1', 'true', 'false', 'yes', 'no']),
  BEACON_TRUSTED_PROXIES: text('comma-separated addresses or CIDR ranges'),
  BEACON_SIGN_IN_RATE_LIMIT: count,
  BEACON_API_RATE_LIMIT: whole(0, 'a whole number, 0 (no limits) or more'),
  BEACON_API_CLIENT_RATE_LIMIT: count,
  BEACON_API_ANONYMOUS_RATE_LIMIT: count,
  BEACON_RATE_LIMIT_WINDOW_SECONDS: whole(1, 'a whole number of seconds, 1 or more'),
  BEACON_DATA_DIR: text('a directory'),
  BEACON_HOST_DIST: text('a directory'),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://', description: 'a postgres:// address' })),
  BEACON_READ_DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'a postgres:// address' }),
  ),
  BEACON_WORKERS: count,
  BEACON_DB_POOL_SIZE: count,
  BEACON_SEED_SCALE: count,
  BEACON_REMOTES_BASE_URL: url(),
  BEACON_DEV_REMOTES: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: 'a JSON object of remote names to addresses' }),
  ),
  BEACON_COGNITO_USER_POOL_ID: Type.Optional(
    Type.String({ pattern: '^[\\w-]+_[0-9a-zA-Z]+$', description: 'a user pool id such as us-east-1_AbC123' }),
  ),
  BEACON_COGNITO_CLIENT_ID: text('an app client id'),
  BEACON_IDENTITY_ENDPOINT: url(),
  BEACON_IDENTITY_ISSUER: url(),
  BEACON_ID_TOKEN_SECONDS: whole(
    1,
    `a whole number from 1 to ${MAX_TOKEN_LIFETIME_SECONDS}`,
    MAX_TOKEN_LIFETIME_SECONDS,
  ),
  BEACON_REFRESH_TOKEN_DAYS: count,
  BEACON_TERMS_URL: text('an address'),
  BEACON_DEMO_REQUEST_URL: text('an address'),
  BEACON_PUBLIC_URL: url(),
  BEACON_SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://', description: 'an smtp:// or smtps:// address' })),
  BEACON_MAIL_FROM: text('a sender'),
  BEACON_MAIL_WORKER_SECONDS: seconds(),
  BEACON_REPORT_SCHEDULER_SECONDS: seconds(),
  BEACON_CONNECTOR_SCHEDULE_SECONDS: seconds(),
  BEACON_JOB_POLL_SECONDS: seconds(),
  BEACON_ACCESS_CACHE_SECONDS: seconds(),
  BEACON_RESPONSE_CACHE_SECONDS: seconds(),
  BEACON_FILE_STORE: oneOf(['disk', 'database']),
  BEACON_SITES: Type.Optional(
    Type.Array(SiteDefinition, { description: 'a JSON array of { hosts, brand, clientName }' }),
  ),
  BEACON_ANALYTICS_URL: url(),
  BEACON_ASSISTANT_URL: Type.Optional(Type.String({ pattern: '^(wss?|https?)://', description: 'a ws(s) address' })),
  BEACON_ANALYTICS_CORS_ORIGINS: text('comma-separated origins'),
  BEACON_ANALYTICS_TOKEN_KEY: Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: '32 bytes in base64url (43 characters)' }),
  ),
  BEACON_NOTIFICATION_SECRET: text('a secret'),
  BEACON_IDENTITY_ADMIN_SECRET: text('a secret'),
  ...oauthVariables,
  BEACON_OAUTH_REDIRECT_ORIGINS: text('comma-separated origins'),
  BEACON_OAUTH_ACCESS_TOKEN_SECONDS: count,
  BEACON_GOOGLE_ADS_API_URL: url(),
  BEACON_GOOGLE_ADS_API_VERSION: Type.Optional(
    Type.String({ pattern: '^v\\d+$', description: 'an API version (v19)' }),
  ),
  BEACON_GOOGLE_ADS_DEVELOPER_TOKEN: text('a developer token'),
  BEACON_GOOGLE_ADS_LOGIN_CUSTOMER_ID: Type.Optional(
    Type.String({ pattern: '^\\d{3}-?\\d{3}-?\\d{4}$', description: 'a 10-digit customer id' }),
  ),
  BEACON_META_GRAPH_URL: url(),
  BEACON_META_GRAPH_VERSION: Type.Optional(
    Type.String({ pattern: '^v\\d+\\.\\d+$', description: 'a Graph API version (v23.0)' }),
  ),
  BEACON_QBO_API_URL: url(),
  BEACON_TTD_API_URL: url(),
  BEACON_TTD_REPORT_TEMPLATE: text('a My Reports template name'),
  BEACON_CONNECTOR_CONCURRENCY: Type.Optional(
    Type.String({
      pattern: '^\\{.*\\}$',
      description: 'a JSON object of source types and the most syncs of each at once, e.g. {"GOOGLE_ADS":4}',
    }),
  ),
  BEACON_SALESFORCE_INSTANCE_URL: url(),
  BEACON_SALESFORCE_LOGIN_URL: url(),
  BEACON_SALESFORCE_API_VERSION: Type.Optional(
    Type.String({ pattern: '^v\\d+\\.0$', description: 'a REST API version (v62.0)' }),
  ),
  BEACON_SALESFORCE_SYNC_MINUTES: whole(0, 'a whole number of minutes, 0 (no scheduled syncs) or more'),
  BEACON_LLM_URL: url(),
  BEACON_LLM_MODEL: text('a model name'),
  BEACON_LLM_API_KEY: text('an API key'),
  BEACON_SENTRY_DSN: Type.Optional(
    Type.String({ pattern: '^(off|https?://.+)$', description: 'a Sentry DSN, or "off"' }),
  ),
  BEACON_SESSION_REPLAY_RATE: Type.Optional(
    Type.Number({ minimum: 0, maximum: 1, description: 'a share from 0 to 1' }),
  ),
  BEACON_ONBOARDING_TOUR: oneOf(['on', 'off']),
  BEACON_TOUR_KEY: text('a key'),
  BEACON_TOUR_SCRIPT_URL: url(),
  BEACON_CANARY_CHECK_SECONDS: seconds(),
  BEACON_CANARY_MIN_ERRORS: count,
  BEACON_CANARY_ERROR_RATE_MARGIN: Type.Optional(Type.Number({ minimum: 0, description: 'a number, 0 or more' })),
  BEACON_NOTIFY_URL: text('an address'),
  BEACON_NOTIFY_API_KEY: text('an API key'),
  BEACON_NOTIFY_CHECK_SECONDS: seconds(),
  BEACON_NOTIFY_PORT: whole(1, 'a port number from 1 to 65535', 65535),
  BEACON_NOTIFY_CORS_ORIGINS: text('comma-separated origins'),
  BEACON_ALERT_WEBHOOK_HOSTS: text('comma-separated host names'),
  BEACON_NOTIFY_STREAM_TOKEN_SECONDS: whole(
    1,
    `a whole number from 1 to ${MAX_STREAM_TOKEN_SECONDS}`,
    MAX_STREAM_TOKEN_SECONDS,
  ),
  BEACON_INVOICE_ISSUER: text('the name invoices are issued in'),
  BEACON_INVOICE_ADDRESS: text('a postal address on one line'),
  BEACON_INVOICE_EMAIL: text('a billing contact address'),
  BEACON_PAYMENT_BANK: text("the bank's name"),
  BEACON_PAYMENT_ACCOUNT_NAME: text('the account holder'),
  BEACON_PAYMENT_ROUTING_NUMBER: text('a routing number (ABA) or sort code'),
  BEACON_PAYMENT_ACCOUNT_NUMBER: text('an account number or IBAN'),
  BEACON_PAYMENT_TERMS: text('a sentence of payment terms'),
});

export type Environment = Static<typeof Environment>;

/**
 * Every default that is a value of its own, in one place (a default computed from other variables, such as
 * BEACON_PUBLIC_URL from PORT, is computed in config.ts and said in docs/configuration.md). `readEnvironment` fills
 * them in, so no reader of the configuration keeps a fallback of its own.
 */
export const DEFAULTS = {
  PORT: 8080,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  BEACON_SIGN_IN_RATE_LIMIT: 60,
  BEACON_API_RATE_LIMIT: 3000,
  BEACON_RATE_LIMIT_WINDOW_SECONDS: 60,
  BEACON_WORKERS: 1,
  BEACON_DB_POOL_SIZE: 10,
  BEACON_SEED_SCALE: 1,
  BEACON_COGNITO_CLIENT_ID: 'beacon-local-client',
  BEACON_ID_TOKEN_SECONDS: 3600,
  BEACON_REFRESH_TOKEN_DAYS: 30,
  BEACON_TERMS_URL: '/documents/beacon-terms-of-service.pdf',
  BEACON_DEMO_REQUEST_URL: 'mailto:hello@beacon.test?subject=Beacon%20demo',
  BEACON_MAIL_WORKER_SECONDS: 5,
  BEACON_REPORT_SCHEDULER_SECONDS: 60,
  BEACON_CONNECTOR_SCHEDULE_SECONDS: 600,
  BEACON_JOB_POLL_SECONDS: 2,
  BEACON_ACCESS_CACHE_SECONDS: 10,
  BEACON_RESPONSE_CACHE_SECONDS: 2,
  BEACON_OAUTH_ACCESS_TOKEN_SECONDS: 3600,
  BEACON_GOOGLE_ADS_API_URL: 'https://googleads.googleapis.com',
  BEACON_GOOGLE_ADS_API_VERSION: 'v19',
  BEACON_GOOGLE_ADS_DEVELOPER_TOKEN: 'beacon-local-developer-token',
  BEACON_META_GRAPH_URL: 'https://graph.facebook.com',
  BEACON_META_GRAPH_VERSION: 'v23.0',
  BEACON_QBO_API_URL: 'https://quickbooks.api.intuit.com',
  BEACON_TTD_API_URL: 'https://api.thetradedesk.com/v3',
  BEACON_TTD_REPORT_TEMPLATE: 'Beacon daily ad group delivery',
  BEACON_CONNECTOR_CONCURRENCY: '{}',
  BEACON_SALESFORCE_LOGIN_URL: 'https://login.salesforce.com',
  BEACON_SALESFORCE_API_VERSION: 'v62.0',
  BEACON_SALESFORCE_SYNC_MINUTES: 60,
  BEACON_LLM_MODEL: 'gpt-4o-mini',
  BEACON_ONBOARDING_TOUR: 'on',
  BEACON_CANARY_CHECK_SECONDS: 10,
  BEACON_CANARY_MIN_ERRORS: 5,
  BEACON_CANARY_ERROR_RATE_MARGIN: 0.05,
  BEACON_NOTIFY_URL: '/notify',
  BEACON_NOTIFY_API_KEY: 'beacon-local-notify',
  BEACON_NOTIFY_CHECK_SECONDS: 60,
  BEACON_ALERT_WEBHOOK_HOSTS: 'hooks.slack.com,webhook.office.com,logic.azure.com',
  BEACON_NOTIFY_STREAM_TOKEN_SECONDS: STREAM_TOKEN_SECONDS,
  // A stand-in agency's: plainly no real account (docs/configuration.md).
  BEACON_INVOICE_ISSUER: 'Beacon Media LLC',
  BEACON_INVOICE_ADDRESS: '1200 Market Street, Suite 400, Chicago, IL 60607',
  BEACON_INVOICE_EMAIL: 'billing@beacon.test',
  BEACON_PAYMENT_BANK: 'Example Bank, N.A. (sample details)',
  BEACON_PAYMENT_ACCOUNT_NAME: 'Beacon Media LLC',
  BEACON_PAYMENT_ROUTING_NUMBER: '000000000',
  BEACON_PAYMENT_ACCOUNT_NUMBER: '0000123456',
  BEACON_PAYMENT_TERMS:
    'Payment is due by the due date shown, by ACH or wire transfer. Please quote the invoice number as the reference.',
} as const satisfies Partial<Environment>;

/** The environment as the server reads it: checked, typed, with every default filled in. */
export type Configured = Omit<Environment, keyof typeof DEFAULTS> & {
  [K in keyof typeof DEFAULTS]-?: NonNullable<Environment[K]>;
};

/** A configuration the server refuses to start with: every bad variable, named, with what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Beacon cannot start with this configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The environment's known variables, checked and typed: numbers as numbers, JSON as values. An empty variable
 * counts as unset (`FOO= npm start`); variables the server does not know are left alone.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): Configured {
  const known: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of Object.keys(Environment.properties)) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (!(JSON_VARIABLES as readonly string[]).includes(name)) {
      known[name] = value;
      continue;
    }
    try {
      known[name] = JSON.parse(value);
    } catch {
      problems.push(`${name} must be ${describe(name)} (it is not JSON)`);
    }
  }
  // Each variable on its own, so that every bad one is named once (a schema's errors stop after a few).
  const checked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(known)) {
    const schema = schemaOf(name);
    checked[name] = Value.Convert(schema, value);
    if (!Value.Check(schema, checked[name]))
      problems.push(`${name} must be ${describe(name)}, not ${JSON.stringify(env[name]?.trim())}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...DEFAULTS, ...checked } as Configured;
}

const schemaOf = (name: string) =>
  (Environment.properties as Record<string, TSchema & { description?: string }>)[name]!;

const describe = (name: string) => schemaOf(name).description ?? 'valid';
