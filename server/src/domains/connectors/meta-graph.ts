import { ConnectorError, ConnectorRefused, parseJson } from './port';
import { DEFAULT_RETRY, realSleep, retried, TryAgain, type RetryPolicy, type Sleep } from './retried';

/**
 * Requests to Meta's Graph API with Meta's own throttling honoured. A rate limit (error codes 4, 17, 32, 613 and
 * the business use case limits 80000-80014) waits what the usage headers say (`estimated_time_to_regain_access`,
 * in minutes, of `x-business-use-case-usage`; `reset_time_duration`, in seconds, of `x-ad-account-usage`), else
 * longer each time; so do a 5xx, an error Meta marks `is_transient` (codes 1 and 2) and a dropped connection, a
 * bounded number of times. An answer whose usage is near the limit makes the next request wait first. An
 * OAuthException 190 (token invalid, expired or revoked) or 102 is the grant refused.
 */
export interface MetaAdsSettings {
  /** https://graph.facebook.com (the stand-in's address locally). */
  graphUrl: string;
  /** The Graph API version in the paths (v23.0). */
  graphVersion: string;
}

export interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_msg?: string;
  fbtrace_id?: string;
}

/** Meta's rate-limit codes: app, user, page, custom, and each business use case's. */
export const isThrottle = (code: number | undefined) =>
  code === 4 || code === 17 || code === 32 || code === 613 || (code !== undefined && code >= 80000 && code <= 80014);

/** Usage at or past this share of an allowance makes the next request wait. */
const NEAR_LIMIT = 95;

/**
 * What Meta's usage headers say: the longest wait they name (ms), and the highest usage (percent) of any
 * allowance (app, ad account, business use case).
 */
export function usageOf(headers: Headers): { waitMs: number; percent: number } {
  let waitMs = 0;
  let percent = 0;
  const take = (entry: Record<string, unknown>) => {
    for (const key of ['call_count', 'total_cputime', 'total_time', 'acc_id_util_pct'])
      if (typeof entry[key] === 'number') percent = Math.max(percent, entry[key]);
    if (typeof entry.estimated_time_to_regain_access === 'number')
      waitMs = Math.max(waitMs, entry.estimated_time_to_regain_access * 60_000);
    if (typeof entry.reset_time_duration === 'number' && percent >= 100)
      waitMs = Math.max(waitMs, entry.reset_time_duration * 1000);
  };
  const business = parseJson(headers.get('x-business-use-case-usage'));
  if (business && typeof business === 'object')
    for (const entries of Object.values(business as Record<string, unknown>))
      if (Array.isArray(entries))
        for (const entry of entries) if (entry && typeof entry === 'object') take(entry as Record<string, unknown>);
  for (const name of ['x-app-usage', 'x-ad-account-usage']) {
    const entry = parseJson(headers.get(name));
    if (entry && typeof entry === 'object') take(entry as Record<string, unknown>);
  }
  return { waitMs, percent };
}

/** Meta's own words for a failure, with its code and subcode. */
function messageOf(status: number, error: GraphError | undefined): string {
  const text = error?.error_user_msg ?? error?.message ?? `HTTP ${status}`;
  const code =
    error?.code !== undefined ? ` (code ${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''})` : '';
  return `Meta Ads: ${text}${code}`;
}

export interface GraphClient {
  /** GET (or POST, form-encoded) `/{version}{path}` with the parameters; the parsed JSON object. */
  call<T extends object>(path: string, params: Record<string, string>, method?: 'GET' | 'POST'): Promise<T>;
}

export function graphClient(
  settings: MetaAdsSettings,
  accessToken: string,
  retry: RetryPolicy = DEFAULT_RETRY,
  sleep: Sleep = realSleep,
): GraphClient {
  const base = `${settings.graphUrl.replace(/\/$/, '')}/${settings.graphVersion}`;
  /** A wait the last answer asked of the next request (its usage near a limit). */
  let pause = 0;

  function call<T extends object>(path: string, params: Record<string, string>, method = 'GET'): Promise<T> {
    const query = new URLSearchParams({ ...params, access_token: accessToken }).toString();
    const once = async (backoffMs: number): Promise<T | TryAgain> => {
      if (pause > 0) {
        const wait = Math.min(pause, retry.maxWaitMs);
        pause = 0;
        await sleep(wait);
      }
      const response = await fetch(method === 'GET' ? `${base}${path}?${query}` : `${base}${path}`, {
        method,
        ...(method === 'POST' ? { body: query, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {}),
      });
      const usage = usageOf(response.headers);
      const body = parseJson(await response.text().catch(() => null)) as { error?: GraphError } | null;
      if (response.ok && body && typeof body === 'object' && !body.error) {
        if (usage.percent >= NEAR_LIMIT) pause = Math.max(usage.waitMs, retry.backoffMs);
        return body as T;
      }
      const error = body?.error;
      const message =
        response.ok && !error ? 'Meta Ads sent a page that is not JSON' : messageOf(response.status, error);
      if (error?.code === 190 || error?.code === 102) throw new ConnectorRefused(message);
      if (isThrottle(error?.code))
        return new TryAgain(new ConnectorError(message, true), usage.waitMs > 0 ? usage.waitMs : backoffMs);
      if (response.ok || response.status >= 500 || error?.is_transient || error?.code === 1 || error?.code === 2)
        return new TryAgain(new ConnectorError(message, true), backoffMs);
      throw new ConnectorError(message, false);
    };
    return retried('Meta Ads', retry, once, sleep);
  }

  return { call: call as GraphClient['call'] };
}
