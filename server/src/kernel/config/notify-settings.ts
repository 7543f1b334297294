import type { Configured } from './environment';
import { listOf } from './list';

/**
 * Where the notification service lives and how it is reached, by configuration: locally this server's own
 * MagicBell-compatible service under /notify; in production BEACON_NOTIFY_URL and BEACON_NOTIFY_API_KEY can name
 * MagicBell itself (the user hash is the same HMAC, under the project's secret).
 */
export function notifySettings(env: Configured) {
  return {
    basePath: '/notify',
    baseUrl: env.BEACON_NOTIFY_URL,
    apiKey: env.BEACON_NOTIFY_API_KEY,
    /** How often the watcher looks for overdue invoices, campaign status changes and delivered reports. */
    checkSeconds: env.BEACON_NOTIFY_CHECK_SECONDS,
    /**
     * BEACON_NOTIFY_PORT: the service also answers at the root of its own port, where MagicBell's SDKs find their
     * own paths (`/notification_preferences` exactly, which they alone send Accept-Version: v2 to).
     */
    ownPort: env.BEACON_NOTIFY_PORT ?? null,
    /** BEACON_NOTIFY_CORS_ORIGINS: more origins (comma-separated) whose pages may call the service. */
    corsOrigins: listOf(env.BEACON_NOTIFY_CORS_ORIGINS),
    /** How long a stream token lives: an hour, or BEACON_NOTIFY_STREAM_TOKEN_SECONDS (the e2e server uses a few). */
    streamTokenSeconds: env.BEACON_NOTIFY_STREAM_TOKEN_SECONDS,
    /** BEACON_ALERT_WEBHOOK_HOSTS: the hosts alert rules may post to (Slack's and Microsoft's unless set). */
    alertWebhookHosts: listOf(env.BEACON_ALERT_WEBHOOK_HOSTS),
  };
}

export type NotifySettings = ReturnType<typeof notifySettings>;
