import type { paths } from './generated/hub-api';

/**
 * Types of the hub API, derived from the generated OpenAPI types: a page names an operation by its path and
 * method, and gets its parameters, body and answer from the server's own schemas.
 */
export type HubMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type HubPath = keyof paths;

type OperationOf<P extends HubPath, M extends HubMethod> = NonNullable<paths[P][M]>;

/** The paths that have an operation for method M. */
export type HubPathWith<M extends HubMethod> = {
  [P in HubPath]: [OperationOf<P, M>] extends [never] ? never : P;
}[HubPath];

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : undefined
  : never;

/** The whole JSON answer of an operation (`{ data }`, or `{ data, page }` for paged lists). */
export type HubResponse<P extends HubPath, M extends HubMethod = 'get'> = SuccessOf<OperationOf<P, M>>;

/** The `data` field of an operation's answer: what the hub calls return. */
export type HubData<P extends HubPath, M extends HubMethod = 'get'> =
  HubResponse<P, M> extends { data: infer D } ? D : HubResponse<P, M>;

type PathParamsOf<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryOf<O> = O extends { parameters: { query?: infer T } } ? T : never;
type BodyOf<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;

export type HubPathParams<P extends HubPath, M extends HubMethod = 'get'> = PathParamsOf<OperationOf<P, M>>;
export type HubQuery<P extends HubPath, M extends HubMethod = 'get'> = QueryOf<OperationOf<P, M>>;
export type HubBody<P extends HubPath, M extends HubMethod = 'post'> = BodyOf<OperationOf<P, M>>;

type Part<K extends string, T, Required extends boolean> = [T] extends [never]
  ? { [key in K]?: undefined }
  : Required extends true
    ? { [key in K]: T }
    : { [key in K]?: T };

/** What a call takes: path parameters when the path has some, the query, the JSON body, an abort signal. */
export type HubRequest<P extends HubPath, M extends HubMethod> = Part<'path', HubPathParams<P, M>, true> &
  Part<'query', HubQuery<P, M>, false> &
  Part<'body', HubBody<P, M>, M extends 'get' ? false : true> & { signal?: AbortSignal };

/** The request argument is optional when nothing in it is required. */
export type HubArgs<P extends HubPath, M extends HubMethod> =
  object extends HubRequest<P, M> ? [request?: HubRequest<P, M>] : [request: HubRequest<P, M>];
