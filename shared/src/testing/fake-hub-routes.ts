// The types of `fakeHub`'s routes: which addresses are paths of our APIs, and what each may answer (the body its
// OpenAPI path answers on success, from the generated types; anything on failure).
import type { api } from '../api/api-client';
import type { paths as AnalyticsPaths } from '../api/generated/analytics-api';
import type { paths as HubPaths } from '../api/generated/hub-api';
import type { paths as NotificationServicePaths } from '../api/generated/notification-service';

// Remotes do not depend on axios themselves: the types come from the shared client.
export type AxiosAdapter = Extract<NonNullable<typeof api.defaults.adapter>, (...args: never[]) => unknown>;
export type InternalAxiosRequestConfig = Parameters<AxiosAdapter>[0];

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

/** The API paths (`/clients/{clientId}/invoices`) an address (`/clients/1/invoices`) is one of. */
type MatchingPaths<Address extends string> = {
  [P in ApiPath]: SegmentsMatch<Segments<Address>, Segments<P>> extends true ? P : never;
}[ApiPath];

/** Whether an address (`/clients/1/invoices`) is one of an API path's (`/clients/{clientId}/invoices`). */
type IsApiAddress<Address extends string> = [MatchingPaths<Address>] extends [never] ? false : true;

/** The `{param}`s of a path, a `1` each. */
type Params<P extends string> = P extends `${string}{${string}}${infer Rest}` ? [1, ...Params<Rest>] : [];

/**
 * Of the paths an address is one of, those the server routes it to: a literal segment wins over a `{param}`
 * (`/clients/1/campaigns/metrics` is the metrics, not campaign `metrics`), so those with the fewest `{param}`s.
 */
type RoutedPaths<Address extends string, P extends ApiPath = MatchingPaths<Address>> = P extends ApiPath
  ? Params<P> extends [...Params<MatchingPaths<Address>>, 1, ...1[]]
    ? never
    : P
  : never;

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type SuccessStatus = 200 | 201 | 202 | 204;

/** A path's item in whichever API has it. */
type PathItem<P extends ApiPath> =
  | (P extends keyof HubPaths ? HubPaths[P] : never)
  | (P extends keyof AnalyticsPaths ? AnalyticsPaths[P] : never)
  | (P extends keyof NotificationServicePaths ? NotificationServicePaths[P] : never);

/** A response's body: its JSON; nothing for one without content (a 204); anything for a file, which comes as bytes. */
type ResponseBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : Response extends { content?: never }
    ? undefined
    : unknown;

/** What an operation answers when it succeeds, with whichever of its success statuses. */
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? { [S in SuccessStatus & keyof Responses]: ResponseBody<Responses[S]> }[SuccessStatus & keyof Responses]
  : never;

/**
 * What a path answers when it succeeds, whichever of its methods is called: a fake is keyed by address alone, so
 * `/workspaces` may answer its list (GET) or one workspace (POST).
 */
type PathBody<P extends ApiPath> = P extends ApiPath ? { [M in Method]: SuccessBody<PathItem<P>[M]> }[Method] : never;

/** What an address answers when it succeeds. */
type AddressBody<Address extends string> = PathBody<RoutedPaths<Address>>;

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type ToNumber<S> = S extends `${infer N extends number}` ? N : never;
/**
 * 300 to 599: a redirect or a failure. Each status is a literal, not any `number`, so that a success with a wrong
 * body (`{ status: 200, data: ... }`) cannot pass for a failure.
 */
export type FailureStatus = ToNumber<`${3 | 4 | 5}${Digit}${Digit}`>;

/** A failure. Tests fake failures of every kind (a proxy's page, a bare message), so its body is not checked. */
export interface FailureAnswer {
  status: FailureStatus;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * A body as a fixture may hold it: its lists may be readonly (a snapshot `as const`), since the fake only hands them
 * on. TypeScript already lets a readonly property stand for a mutable one.
 */
type Held<Body> = Body extends readonly (infer Item)[]
  ? readonly Held<Item>[]
  : Body extends object
    ? { [K in keyof Body]: Held<Body[K]> }
    : Body;

/** A success (no status, or a success status) with the body its path answers; without one if it may answer none. */
type SuccessAnswer<Body> = { status?: SuccessStatus; headers?: Record<string, string> } & (undefined extends Body
  ? { data?: Held<Body> }
  : { data: Held<Body> });

interface AnyAnswer {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** Whether a string type is a literal one (`'/clients/1'`), not one built from values the compiler cannot know. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} has every key of a string, no literal one
type IsLiteral<S extends string> = {} extends Record<S, 1> ? false : true;

/**
 * What a fake may answer at an address: at a literal one, a success with the body its API path answers (so a
 * fixture that drifts from the server's schema does not type-check) or any failure; at an address built from values
 * the compiler cannot know, anything.
 */
export type FakeAnswer<Address extends string = string> =
  IsLiteral<Address> extends true ? SuccessAnswer<AddressBody<Address>> | FailureAnswer : AnyAnswer;

/** A fake of one address (`FakeRoute<'/clients/1/invoices'>`), or of any (`FakeRoute`). */
export type FakeRoute<Address extends string = string> = (
  request: InternalAxiosRequestConfig,
) => FakeAnswer<Address> | Promise<FakeAnswer<Address>>;

/**
 * Fakes by address; a literal address no API has (a typo, a path the server renamed) does not type-check, nor does
 * an answer that is not what its path answers. An address built from values the compiler cannot know
 * (`/clients/${id}`) is taken as it is, with any answer.
 */
export type FakeRoutes<R> = {
  [K in keyof R]: K extends string
    ? IsLiteral<K> extends false
      ? FakeRoute
      : IsApiAddress<K> extends true
        ? FakeRoute<K>
        : `${K} is no path of the hub, the analytics API or the notification service`
    : never;
};
