/**
 * Where the analytics API and the assistant's socket answer: `/config.json` says (`analytics.url`,
 * `analytics.assistantUrl`), and the host hands it over at start. Until then, this server.
 */
export interface AnalyticsEndpoints {
  url: string;
  assistantUrl: string;
  oauthRedirectPath: string;
}

const DEFAULTS: AnalyticsEndpoints = {
  url: '/analytics',
  assistantUrl: '/assistant/ws',
  oauthRedirectPath: '/oauth-redirect',
};
let endpoints: AnalyticsEndpoints = DEFAULTS;

export function configureAnalytics(config: Partial<AnalyticsEndpoints> | undefined): void {
  endpoints = { ...DEFAULTS, ...config };
}

export const analyticsBaseUrl = () => endpoints.url;

/** The socket's absolute address: a path is taken on this page's own host, with ws: or wss: to match. */
export function assistantSocketUrl(): string {
  const url = new URL(endpoints.assistantUrl, window.location.href);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}

/** The host's page the ad platforms send the browser back to; the same address starts and completes a connection. */
export const oauthRedirectUrl = () => new URL(endpoints.oauthRedirectPath, window.location.origin).toString();
