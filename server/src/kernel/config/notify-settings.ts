/**
 * Where the notification service lives and how it is reached, by configuration: locally this server's own
 * MagicBell-compatible service under /notify; in production BEACON_NOTIFY_URL and BEACON_NOTIFY_API_KEY can name
 * MagicBell itself (the user hash is the same HMAC, under the project's secret).
 */
export function notifySettings(env: NodeJS.ProcessEnv) {
  return {
    basePath: '/notify',
    baseUrl: env.BEACON_NOTIFY_URL ?? '/notify',
    apiKey: env.BEACON_NOTIFY_API_KEY ?? 'beacon-local-notify',
    /** How often the watcher looks for overdue invoices, campaign status changes and delivered reports. */
    checkSeconds: Number(env.BEACON_NOTIFY_CHECK_SECONDS ?? 60),
    /**
     * BEACON_NOTIFY_PORT: the service also answers at the root of its own port, where MagicBell's SDKs find their
     * own paths (`/notification_preferences` exactly, which they alone send Accept-Version: v2 to).
     */
    ownPort: env.BEACON_NOTIFY_PORT ? Number(env.BEACON_NOTIFY_PORT) : null,
    /** BEACON_NOTIFY_CORS_ORIGINS: more origins (comma-separated) whose pages may call the service. */
    corsOrigins: (env.BEACON_NOTIFY_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    /** How long a stream token lives: an hour, or BEACON_NOTIFY_STREAM_TOKEN_SECONDS (the e2e server uses a few). */
    streamTokenSeconds: Number(env.BEACON_NOTIFY_STREAM_TOKEN_SECONDS || STREAM_TOKEN_SECONDS),
  };
}

export type NotifySettings = ReturnType<typeof notifySettings>;

/** A stream token lives an hour unless configured otherwise. */
export const STREAM_TOKEN_SECONDS = 3600;

/**
 * The longest a stream token lives: a day. A stream ends when its token does, on a timer, and a timer set more than
 * 24.8 days ahead overflows and fires at once, which ended every stream.
 */
export const MAX_STREAM_TOKEN_SECONDS = 86_400;
