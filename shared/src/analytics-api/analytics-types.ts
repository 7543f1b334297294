import type { paths } from '../api/generated/analytics-api';

/**
 * Types of the analytics API, derived from its generated OpenAPI types (`pnpm api:types`): a call names an
 * operation by its path and method and gets its parameters, body and answer from the server's own schemas.
 */
export type AnalyticsMethod = 'get' | 'post' | 'put' | 'delete';
export type AnalyticsPath = keyof paths;

type OperationOf<P extends AnalyticsPath, M extends AnalyticsMethod> = NonNullable<paths[P][M]>;

export type AnalyticsPathWith<M extends AnalyticsMethod> = {
  [P in AnalyticsPath]: [OperationOf<P, M>] extends [never] ? never : P;
}[AnalyticsPath];

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : undefined
  : never;

/** The `data` field of an operation's answer: what the analytics calls return. */
export type AnalyticsData<P extends AnalyticsPath, M extends AnalyticsMethod = 'get'> =
  SuccessOf<OperationOf<P, M>> extends { data: infer D } ? D : SuccessOf<OperationOf<P, M>>;

type PathParamsOf<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryOf<O> = O extends { parameters: { query?: infer T } } ? T : never;
type BodyOf<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;

export type AnalyticsQuery<P extends AnalyticsPath, M extends AnalyticsMethod = 'get'> = QueryOf<OperationOf<P, M>>;
export type AnalyticsBody<P extends AnalyticsPath, M extends AnalyticsMethod = 'post'> = BodyOf<OperationOf<P, M>>;

type Part<K extends string, T, Required extends boolean> = [T] extends [never]
  ? { [key in K]?: undefined }
  : Required extends true
    ? { [key in K]: T }
    : { [key in K]?: T };

type BodyRequired<O> = O extends { requestBody: object } ? true : false;
type QueryRequired<O> = O extends { parameters: { query: object } } ? true : false;

/** What a call takes: path parameters when the path has some, the query, the JSON body, an abort signal. */
export type AnalyticsRequest<P extends AnalyticsPath, M extends AnalyticsMethod> = Part<
  'path',
  PathParamsOf<OperationOf<P, M>>,
  true
> &
  Part<'query', AnalyticsQuery<P, M>, QueryRequired<OperationOf<P, M>>> &
  Part<'body', AnalyticsBody<P, M>, BodyRequired<OperationOf<P, M>>> & { signal?: AbortSignal };

export type AnalyticsArgs<P extends AnalyticsPath, M extends AnalyticsMethod> =
  object extends AnalyticsRequest<P, M> ? [request?: AnalyticsRequest<P, M>] : [request: AnalyticsRequest<P, M>];
