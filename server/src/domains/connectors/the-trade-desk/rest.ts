import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ConnectorError, ConnectorRefused, parseJson } from '../port';
import { DEFAULT_RETRY, realSleep, retried, TryAgain, type RetryPolicy, type Sleep } from '../retried';

/**
 * Requests to The Trade Desk's REST API (v3): JSON bodies, the API token in the `TTD-Auth` header. TTD answers a
 * rate limit with 429 and a `Retry-After` (seconds), and a 503 the same way: both wait what it says (else longer
 * each time), as do another 5xx and a dropped connection, a bounded number of times. A 401 (the token invalid,
 * expired or revoked) or a 403 (the token does not reach that partner or advertiser) is the grant refused: a
 * person must connect again with a token that reaches it.
 */
export interface TheTradeDeskSettings {
  /** https://api.thetradedesk.com/v3 (the stand-in's address locally). */
  apiUrl: string;
  /** The My Reports template whose report a sync runs (its columns are those the import preset reads). */
  reportTemplate: string;
}

/** TTD's error body: a message, and per field what was wrong. */
interface TtdError {
  Message?: string;
  ErrorDetails?: { Property?: string; Reasons?: string[] }[];
}

/** TTD's own words for a failure, with the HTTP status. */
function messageOf(status: number, body: unknown): string {
  const error = (body && typeof body === 'object' ? body : {}) as TtdError;
  const details = (Array.isArray(error.ErrorDetails) ? error.ErrorDetails : [])
    .map((d) => `${d.Property ?? ''}: ${(d.Reasons ?? []).join(' ')}`.trim())
    .filter((d) => d !== ':');
  const text = [error.Message ?? `HTTP ${status}`, ...details].join(' ');
  return `The Trade Desk: ${text} (HTTP ${status})`;
}

/** Seconds of a `Retry-After` header (a number or an HTTP date), as milliseconds; null when absent. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export interface TtdClient {
  /** POST `{apiUrl}{path}` with a JSON body; the parsed JSON object. */
  post<T extends object>(path: string, body: object): Promise<T>;
  /** A report file at the address TTD gave (a signed link: the token is not sent there), as a stream. */
  download(url: string): Promise<Readable>;
}

export function ttdClient(
  settings: TheTradeDeskSettings,
  token: string,
  retry: RetryPolicy = DEFAULT_RETRY,
  sleep: Sleep = realSleep,
): TtdClient {
  const base = settings.apiUrl.replace(/\/$/, '');

  /** One request, tried again as TTD's answers allow; `read` takes the successful answer. */
  const attempt = <T>(send: () => Promise<Response>, read: (response: Response) => Promise<T>): Promise<T> =>
    retried(
      'The Trade Desk',
      retry,
      async (backoffMs) => {
        const response = await send();
        if (response.ok) return await read(response);
        const body = parseJson(await response.text().catch(() => null));
        const message = messageOf(response.status, body);
        if (response.status === 401 || response.status === 403) throw new ConnectorRefused(message);
        if (response.status !== 429 && response.status < 500) throw new ConnectorError(message, false);
        const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoffMs;
        return new TryAgain(new ConnectorError(message, true), wait);
      },
      sleep,
    );

  return {
    post: <T extends object>(path: string, body: object) =>
      attempt(
        () =>
          fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'TTD-Auth': token, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          }),
        async (response) => {
          const parsed = parseJson(await response.text());
          if (!parsed || typeof parsed !== 'object')
            throw new ConnectorError('The Trade Desk sent an answer that is not JSON', true);
          return parsed as T;
        },
      ),
    download: (url: string) =>
      attempt(
        () => fetch(url),
        async (response) => {
          if (!response.body) throw new ConnectorError('The Trade Desk sent an empty report file', true);
          return Readable.fromWeb(response.body as WebReadableStream);
        },
      ),
  };
}
