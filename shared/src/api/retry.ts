import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';

/** Spec section 9: 2 retries on 408, 413, 429 and 5xx, 0.3 s backoff doubling. */
const RETRIED_STATUSES = [408, 413, 429, 500, 502, 503, 504];
const RETRIES = 2;
const BACKOFF_MS = 300;
/** A server that asks for a longer pause than this is not waited out under a page: its error is shown. */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * How long to wait before retry number `attempt` (1, 2): what the server's `Retry-After` says when it says it (in
 * seconds or as an HTTP date), otherwise the backoff. Null when the server asks for more than we wait.
 */
export function retryDelay(attempt: number, retryAfter: unknown, now = Date.now()): number | null {
  const backoff = BACKOFF_MS * 2 ** (attempt - 1);
  if (typeof retryAfter !== 'string' || retryAfter.trim() === '') return backoff;
  const text = retryAfter.trim();
  const asked = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now;
  if (Number.isNaN(asked)) return backoff;
  if (asked > MAX_RETRY_AFTER_MS) return null;
  return Math.max(asked, 0);
}

type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
type RetriedConfig = InternalAxiosRequestConfig & { retryCount?: number };

/** Retries a call answered with a passing trouble (busy, rate-limited, timed out) as spec section 9 says. */
export function retryPassingTrouble(client: AxiosInstance, wait: Sleep = sleep): void {
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriedConfig | undefined;
    const status = error.response?.status;
    if (!config || status === undefined || !RETRIED_STATUSES.includes(status) || (config.retryCount ?? 0) >= RETRIES)
      throw error;
    const attempt = (config.retryCount ?? 0) + 1;
    const delay = retryDelay(attempt, error.response?.headers?.['retry-after']);
    if (delay === null) throw error;
    config.retryCount = attempt;
    await wait(delay);
    return client(config);
  });
}
