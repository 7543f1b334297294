/**
 * Types of an API from its generated OpenAPI `paths` (openapi-typescript): a call names an operation by its path
 * and method and gets its parameters, body and answer from the server's own schemas. The hub API and the
 * analytics API both read their types through these.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationOf<Paths, P extends keyof Paths, M extends ApiMethod> = M extends keyof Paths[P]
  ? NonNullable<Paths[P][M]>
  : never;

/** The paths that have an operation for method M. */
export type PathWith<Paths, M extends ApiMethod> = {
  [P in keyof Paths]: [OperationOf<Paths, P, M>] extends [never] ? never : P;
}[keyof Paths];

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessOf<O> = O extends { responses: infer R }
  ? R extends { 200: infer A }
    ? Json<A>
    : R extends { 201: infer A }
      ? Json<A>
      : // Accepted: work started that finishes later (an import), answered with what was started.
        R extends { 202: infer A }
        ? Json<A>
        : undefined
  : never;

/** The whole JSON answer of an operation (`{ data }`, or `{ data, page }` for paged lists). */
export type ApiResponse<Paths, P extends keyof Paths, M extends ApiMethod> = SuccessOf<OperationOf<Paths, P, M>>;

/** The `data` field of an operation's answer: what the calls return. */
export type ApiData<Paths, P extends keyof Paths, M extends ApiMethod> =
  ApiResponse<Paths, P, M> extends { data: infer D } ? D : ApiResponse<Paths, P, M>;

type PathParamsOf<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryOf<O> = O extends { parameters: { query?: infer T } } ? T : never;
type BodyOf<O> = O extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;
type QueryRequired<O> = O extends { parameters: { query: object } } ? true : false;
type BodyRequired<O> = O extends { requestBody: object } ? true : false;

export type ApiPathParams<Paths, P extends keyof Paths, M extends ApiMethod> = PathParamsOf<OperationOf<Paths, P, M>>;
export type ApiQuery<Paths, P extends keyof Paths, M extends ApiMethod> = QueryOf<OperationOf<Paths, P, M>>;
export type ApiBody<Paths, P extends keyof Paths, M extends ApiMethod> = BodyOf<OperationOf<Paths, P, M>>;

type Part<K extends string, T, Required extends boolean> = [T] extends [never]
  ? { [key in K]?: undefined }
  : Required extends true
    ? { [key in K]: T }
    : { [key in K]?: T };

/** What a call takes: path parameters when the path has some, the query, the JSON body, an abort signal. */
export type ApiRequest<Paths, P extends keyof Paths, M extends ApiMethod> = Part<
  'path',
  ApiPathParams<Paths, P, M>,
  true
> &
  Part<'query', ApiQuery<Paths, P, M>, QueryRequired<OperationOf<Paths, P, M>>> &
  Part<'body', ApiBody<Paths, P, M>, BodyRequired<OperationOf<Paths, P, M>>> & { signal?: AbortSignal };

/** The request argument is optional when nothing in it is required. */
export type ApiArgs<Paths, P extends keyof Paths, M extends ApiMethod> =
  object extends ApiRequest<Paths, P, M> ? [request?: ApiRequest<Paths, P, M>] : [request: ApiRequest<Paths, P, M>];
