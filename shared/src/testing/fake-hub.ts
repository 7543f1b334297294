import { api } from '../api/api-client';
import type { AxiosAdapter, FailureAnswer, FakeRoute, FakeRoutes, InternalAxiosRequestConfig } from './fake-hub-routes';

/** The hub's answer for what does not exist or is out of the caller's reach: 404, 'Not found'. */
export const NOT_FOUND_ANSWER: FailureAnswer = {
  status: 404,
  data: { status: 404, error: 'Not Found', message: 'Not found', fields: [] },
};

/** Fakes checked as `fakeHub` checks them, for a helper that hands them to it later (`fakeHub({ ...routes() })`). */
export function fakeRoutes<R extends Record<string, FakeRoute>>(routes: R & FakeRoutes<R>): R {
  return routes;
}

/**
 * The hub API faked at the HTTP client's adapter, so everything above it runs for real (interceptors, retries,
 * error wording). Routes are keyed by path (`/clients/1/invoices`); an unknown path answers 404.
 */
export function fakeHub<R extends Record<string, FakeRoute>>(routes: R & FakeRoutes<R>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const route = (routes as Record<string, FakeRoute | undefined>)[config.url ?? ''];
    const answer = route ? await route(config) : NOT_FOUND_ANSWER;
    const response = {
      status: answer.status ?? 200,
      statusText: '',
      data: answer.data,
      headers: answer.headers ?? {},
      config,
      request: {},
    };
    if (response.status >= 400) {
      throw Object.assign(new Error(`Request failed with status code ${response.status}`), {
        isAxiosError: true,
        response,
        config,
      });
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return { requests, restore: () => void (api.defaults.adapter = original) };
}

/**
 * A `{ data, page }` list answer, paged as the hub pages it. Its rows are checked where it answers a paged path: they
 * must be that path's rows.
 */
export function pagedAnswer<T>(rows: readonly T[]) {
  return (request: InternalAxiosRequestConfig) => {
    const page = Number(request.params?.page ?? 1);
    const pageSize = Number(request.params?.pageSize ?? 25);
    return {
      data: { data: rows.slice((page - 1) * pageSize, page * pageSize), page: { page, pageSize, total: rows.length } },
    };
  };
}
