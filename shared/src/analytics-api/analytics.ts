import { api, fillHubPath } from '@beacon/shared/api';
import { IMPERSONATION_HEADER, impersonationHeader } from './acting-for';
import { analyticsBaseUrl } from './analytics-config';
import type { AnalyticsArgs, AnalyticsData, AnalyticsMethod, AnalyticsPathWith } from './analytics-types';

interface LooseRequest {
  path?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The analytics API through the one HTTP client: the same interceptors add the identity token and the demo
 * header, scrub what came back unscrubbed, and retry; only the base address differs (`/config.json`).
 */
async function call(method: AnalyticsMethod, path: string, request: LooseRequest = {}): Promise<unknown> {
  // Agency staff acting for a client's user say so on every call; the server runs it as that user and audits it.
  const actingFor = impersonationHeader();
  const response = await api.request({
    method,
    baseURL: analyticsBaseUrl(),
    ...(actingFor ? { headers: { [IMPERSONATION_HEADER]: actingFor } } : {}),
    url: fillHubPath(path, request.path),
    params: request.query,
    signal: request.signal,
    paramsSerializer: { indexes: null },
    ...(method === 'get' || method === 'delete' ? {} : { data: request.body ?? {} }),
  });
  const body: unknown = response.data;
  return body && typeof body === 'object' && 'data' in body ? body.data : body;
}

export async function analyticsGet<P extends AnalyticsPathWith<'get'>>(path: P, ...[request]: AnalyticsArgs<P, 'get'>) {
  return (await call('get', path, request as LooseRequest)) as AnalyticsData<P, 'get'>;
}

export async function analyticsPost<P extends AnalyticsPathWith<'post'>>(
  path: P,
  ...[request]: AnalyticsArgs<P, 'post'>
) {
  return (await call('post', path, request as LooseRequest)) as AnalyticsData<P, 'post'>;
}

export async function analyticsPut<P extends AnalyticsPathWith<'put'>>(path: P, ...[request]: AnalyticsArgs<P, 'put'>) {
  return (await call('put', path, request as LooseRequest)) as AnalyticsData<P, 'put'>;
}

export async function analyticsDelete<P extends AnalyticsPathWith<'delete'>>(
  path: P,
  ...[request]: AnalyticsArgs<P, 'delete'>
) {
  await call('delete', path, request as LooseRequest);
}

/**
 * The headers every call carries (the identity token, the demo key), read through the same interceptors and
 * answered locally: the assistant's socket sends them in its first frame.
 */
export async function requestCredentials(): Promise<{ token: string | null; demoKey: string | null }> {
  const response = await api.request<{ token: string | null; demoKey: string | null }>({
    url: '/credentials',
    adapter: async (config) => {
      const auth = config.headers.get('Authorization');
      const demo = config.headers.get('x-beacon-demo');
      return {
        data: {
          token: typeof auth === 'string' ? auth.replace(/^Bearer /, '') : null,
          demoKey: typeof demo === 'string' ? demo : null,
        },
        status: 200,
        statusText: 'OK',
        headers: { 'x-beacon-demo': 'scrubbed' },
        config,
        request: {},
      };
    },
  });
  return response.data;
}
