import { api } from '../api/api-client';
import type { paths as AnalyticsPaths } from '../api/generated/analytics-api';
import type { paths as HubPaths } from '../api/generated/hub-api';
import type { paths as NotificationServicePaths } from '../api/generated/notification-service';

// Remotes do not depend on axios themselves: the types come from the shared client.
type AxiosAdapter = Extract<NonNullable<typeof api.defaults.adapter>, (...args: never[]) => unknown>;
type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];

export interface FakeAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = (request: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>;

/** Every path a fake may answer: the generated OpenAPI paths of the hub, the analytics API and the notification service. */
type ApiPath = (keyof HubPaths & string) | (keyof AnalyticsPaths & string) | (keyof NotificationServicePaths & string);

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];

/** Segment by segment, a `{param}` of the path standing for any one segment of the address. */
type SegmentsMatch<Address extends string[], Path extends string[]> = Address extends [
  infer A extends string,
  ...infer AddressTail extends string[],
]
  ? Path extends [infer P extends string, ...infer PathTail extends string[]]
    ? P extends `{${string}}`
      ? SegmentsMatch<AddressTail, PathTail>
      : A extends P
        ? SegmentsMatch<AddressTail, PathTail>
        : false
    : false
  : Path extends []
    ? true
    : false;

/** Whether an address (`/clients/1/invoices`) is one of an API path's (`/clients/{clientId}/invoices`). */
export type IsApiAddress<Address extends string> = true extends {
  [P in ApiPath]: SegmentsMatch<Segments<Address>, Segments<P>>;
}[ApiPath]
  ? true
  : false;

/**
 * Fakes by address; a literal address no API has (a typo, a path the server renamed) does not type-check. An
 * address built from values the compiler cannot know (`/clients/${id}`) is taken as it is.
 */
export type FakeRoutes<R> = {
  [K in keyof R]: K extends string
    ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- true only for a key that is no literal
      {} extends Record<K, 1>
      ? FakeRoute
      : IsApiAddress<K> extends true
        ? FakeRoute
        : `${K} is no path of the hub, the analytics API or the notification service`
    : never;
};

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
