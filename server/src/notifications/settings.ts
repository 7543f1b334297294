/**
 * Where the notification service lives and how it is reached, by configuration: locally this server's own
 * MagicBell-compatible service under /notify; in production BEACON_NOTIFY_URL and BEACON_NOTIFY_API_KEY can name
 * MagicBell itself (the user hash is the same HMAC, under the project's secret).
 */
export function notifySettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    basePath: '/notify',
    baseUrl: env.BEACON_NOTIFY_URL ?? '/notify',
    apiKey: env.BEACON_NOTIFY_API_KEY ?? 'beacon-local-notify',
    /** How often the watcher looks for overdue invoices, campaign status changes and delivered reports. */
    checkSeconds: Number(env.BEACON_NOTIFY_CHECK_SECONDS ?? 60),
  };
}
