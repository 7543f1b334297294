import { createScrubber, DEMO_HEADER, demoSessionKey, isDemoMode, type Scrubber } from '@beacon/shared/demo';
import axios, { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { retryPassingTrouble } from './retry';

/**
 * The one HTTP client for the hub API (spec sections 7 and 9): the identity token in the Authorization
 * header, 10 s timeout, 2 retries on 408, 413, 429 and 5xx with a 0.3 s backoff that doubles (or the server's
 * Retry-After: ./retry.ts), and the body read from its `data` field. The host lends it the token; remotes never
 * touch the identity provider.
 */

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

export const api = axios.create({ baseURL: '/api', timeout: 10_000 });

api.interceptors.request.use(async (config) => {
  const token = await tokenProvider();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // In demo mode the server scrubs before anything leaves it, with this session's key.
  if (isDemoMode()) config.headers.set(DEMO_HEADER, demoSessionKey());
  return config;
});

let scrubber: Scrubber | null = null;

/**
 * What the safety net may rewrite: a JSON answer parsed into an object. Binary answers (the account manager's
 * photo, a PDF, a CSV read as a blob) pass through untouched: the server rewrites the documents it must.
 */
function isJsonAnswer(response: AxiosResponse): boolean {
  const type = String(response.headers['content-type'] ?? 'application/json');
  const data: unknown = response.data;
  return (
    type.includes('json') &&
    !!data &&
    typeof data === 'object' &&
    !(typeof Blob !== 'undefined' && data instanceof Blob) &&
    !(data instanceof ArrayBuffer) &&
    !ArrayBuffer.isView(data)
  );
}

/**
 * The safety net: a JSON answer that did not come back scrubbed is scrubbed here, with the same mapping. The
 * user's own notification connection is left alone: its email is what the service's hash signs.
 */
api.interceptors.response.use((response) => {
  const own = (response.config.url ?? '').split('?')[0] === '/users/me/notification-connection';
  if (isDemoMode() && !own && response.headers[DEMO_HEADER] !== 'scrubbed' && isJsonAnswer(response)) {
    scrubber ??= createScrubber(demoSessionKey());
    response.data = scrubber.scrub(response.data, response.config.url ?? '');
  }
  return response;
});

retryPassingTrouble(api);

export async function apiGet<T>(path: string, config?: AxiosRequestConfig): Promise<T> {
  return (await api.get<{ data: T }>(path, config)).data.data;
}

/** The HTTP status a call was answered with, when it was answered at all. */
export function responseStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** What a call out of the user's reach is answered: 404 (a client, advertiser or campaign not theirs) or 403. */
export const OUT_OF_REACH: readonly number[] = [403, 404];

/** Whether a call was refused as out of the user's reach: its page says 'Not found' itself, without a banner. */
export const isOutOfReach = (error: unknown): boolean => OUT_OF_REACH.includes(responseStatus(error) ?? 0);
