import type { AxiosRequestConfig } from 'axios';
import { api } from './api-client';
import type { HubArgs, HubData, HubMethod, HubPathWith, HubResponse } from './hub-types';

interface LooseRequest {
  path?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** `/clients/{clientId}/invoices` with `{ clientId: 1 }` is `/clients/1/invoices`; every value is encoded. */
export function fillHubPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

function configOf(request: LooseRequest): AxiosRequestConfig {
  // Arrays go as repeated keys (statuses=Live&statuses=Paused), the form the server's schemas read.
  return { params: request.query, signal: request.signal, paramsSerializer: { indexes: null } };
}

async function call(method: HubMethod, path: string, request: LooseRequest = {}): Promise<unknown> {
  const url = fillHubPath(path, request.path);
  const config = configOf(request);
  const response =
    method === 'get' || method === 'delete'
      ? await api.request({ ...config, method, url })
      : await api.request({ ...config, method, url, data: request.body });
  return response.data;
}

/** The whole answer of a GET (`{ data, page }` for paged lists). */
export async function hubGetPage<P extends HubPathWith<'get'>>(
  path: P,
  ...[request]: HubArgs<P, 'get'>
): Promise<HubResponse<P, 'get'>> {
  return (await call('get', path, request as LooseRequest)) as HubResponse<P, 'get'>;
}

const dataOf = (body: unknown) => (body && typeof body === 'object' && 'data' in body ? body.data : body);

export async function hubGet<P extends HubPathWith<'get'>>(path: P, ...[request]: HubArgs<P, 'get'>) {
  return dataOf(await call('get', path, request as LooseRequest)) as HubData<P, 'get'>;
}

export async function hubPost<P extends HubPathWith<'post'>>(path: P, ...[request]: HubArgs<P, 'post'>) {
  return dataOf(await call('post', path, request as LooseRequest)) as HubData<P, 'post'>;
}

export async function hubPut<P extends HubPathWith<'put'>>(path: P, ...[request]: HubArgs<P, 'put'>) {
  return dataOf(await call('put', path, request as LooseRequest)) as HubData<P, 'put'>;
}

export async function hubPatch<P extends HubPathWith<'patch'>>(path: P, ...[request]: HubArgs<P, 'patch'>) {
  return dataOf(await call('patch', path, request as LooseRequest)) as HubData<P, 'patch'>;
}

export async function hubDelete<P extends HubPathWith<'delete'>>(path: P, ...[request]: HubArgs<P, 'delete'>) {
  return dataOf(await call('delete', path, request as LooseRequest)) as HubData<P, 'delete'>;
}
