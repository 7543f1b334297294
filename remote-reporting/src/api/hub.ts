/**
 * Typed calls of the hub API by path, over the shared client. Temporary twin of the shared `hubGet`/`hubPost`
 * of the "One contract across the wire" change: when it lands, imports of this file switch to @beacon/shared.
 */
import { api } from '@beacon/shared';
import type { paths } from './hub-api.generated';

type ApiPaths = keyof paths;
type Strip<P> = P extends `/api${infer R}` ? R : never;
export type HubPath = Strip<ApiPaths>;
type Op<P extends HubPath, M extends 'get' | 'post' | 'delete'> = paths[`/api${P}` & ApiPaths][M];
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Ok<O> = O extends { responses: infer R } ? Json<R[200 & keyof R]> | Json<R[201 & keyof R]> : never;
type DataOf<O> = Ok<O> extends { data: infer D } ? D : never;
type Params<O, K extends 'path' | 'query'> = O extends { parameters: { [k in K]?: infer X } } ? X : never;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The `data` of an operation's success answer: `HubData<'/clients/{clientId}/campaign-reports/campaigns'>`. */
export type HubData<P extends HubPath, M extends 'get' | 'post' | 'delete' = 'get'> = DataOf<Op<P, M>>;
export type HubBody<P extends HubPath, M extends 'post' = 'post'> = BodyOf<Op<P, M>>;

interface Call<P extends HubPath, M extends 'get' | 'post' | 'delete'> {
  path: Params<Op<P, M>, 'path'> extends undefined ? Record<string, never> : Params<Op<P, M>, 'path'>;
  query?: Params<Op<P, M>, 'query'>;
  signal?: AbortSignal;
}

const fill = (path: string, values: object) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((values as Record<string, unknown>)[name])),
  );

export async function hubGet<P extends HubPath>(path: P, call: Call<P, 'get'>): Promise<HubData<P>> {
  const response = await api.get<{ data: HubData<P> }>(fill(path, call.path as object), {
    params: call.query,
    signal: call.signal,
  });
  return response.data.data;
}

export async function hubPost<P extends HubPath>(
  path: P,
  call: Call<P, 'post'> & { body?: HubBody<P> },
): Promise<HubData<P, 'post'>> {
  const response = await api.post<{ data: HubData<P, 'post'> }>(fill(path, call.path as object), call.body, {
    signal: call.signal,
  });
  return response.data.data;
}

export async function hubDelete<P extends HubPath>(path: P, call: Call<P, 'delete'>): Promise<void> {
  await api.delete(fill(path, call.path as object), { signal: call.signal });
}

/** The binary answer of a POST (a PDF export), with its headers for the file name. */
export async function hubPostFile<P extends HubPath>(path: P, call: Call<P, 'post'> & { body?: HubBody<P> }) {
  return api.post<Blob>(fill(path, call.path as object), call.body, { responseType: 'blob', timeout: 60_000 });
}
