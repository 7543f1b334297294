import { api } from '../api/api-client';

// Remotes do not depend on axios themselves: the types come from the shared client.
type AxiosAdapter = Extract<NonNullable<typeof api.defaults.adapter>, (...args: never[]) => unknown>;
type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The hub API faked at the HTTP client's adapter, so everything above it runs for real (interceptors, retries,
 * error wording). Routes are keyed by path (`/clients/1/invoices`); an unknown path answers 404.
 */
export function fakeHub(routes: Record<string, FakeRoute>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const route = routes[config.url ?? ''];
    const answer = route
      ? await route(config)
      : { status: 404, data: { status: 404, error: 'Not Found', message: 'Not found', fields: [] } };
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

/** A `{ data, page }` list answer, paged as the hub pages it. */
export function pagedAnswer<T>(rows: T[]): FakeRoute {
  return (request) => {
    const page = Number(request.params?.page ?? 1);
    const pageSize = Number(request.params?.pageSize ?? 25);
    return {
      data: { data: rows.slice((page - 1) * pageSize, page * pageSize), page: { page, pageSize, total: rows.length } },
    };
  };
}
