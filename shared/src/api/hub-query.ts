import { queryOptions } from '@tanstack/react-query';
import { responseStatus } from './api-client';
import { hubGet, hubGetPage } from './hub';
import type { HubArgs, HubPathWith, HubRequest } from './hub-types';

/**
 * What the shared cache does with a query's failure: statuses the page explains itself stay out of the banner;
 * `silent` keeps every failure out of it, for a screen that shows its own (the inbox's empty state, its toast).
 */
export interface HubQueryMeta extends Record<string, unknown> {
  silentOn?: readonly number[];
  silent?: boolean;
}

type Get = HubPathWith<'get'>;
type Inputs<P extends Get> = Omit<HubRequest<P, 'get'>, 'signal' | 'body'>;

/**
 * The cache key of a hub operation: its path, then its path parameters, then its query. A badge and a page
 * that ask for the same operation share one key, hence one request; `invalidateQueries({ queryKey:
 * hubKey(path, { clientId }) })` refreshes every query of that operation for that client.
 */
export function hubKey(path: string, pathParams?: object, query?: object) {
  return query === undefined ? ([path, pathParams ?? {}] as const) : ([path, pathParams ?? {}, query] as const);
}

/** The query options of one GET operation: its key, its fetcher (abortable), and how its errors are shown. */
export function hubQueryOptions<P extends Get>(path: P, inputs: Inputs<P>, meta: HubQueryMeta = {}) {
  return queryOptions({
    queryKey: hubKey(path, inputs.path, inputs.query ?? {}),
    queryFn: ({ signal }) => hubGet(path, ...([{ ...inputs, signal }] as unknown as HubArgs<P, 'get'>)),
    meta,
  });
}

/** The same for a paged list, whose answer is `{ data, page }`; its key is apart from the data-only one. */
export function hubPageQueryOptions<P extends Get>(path: P, inputs: Inputs<P>, meta: HubQueryMeta = {}) {
  return queryOptions({
    queryKey: [...hubKey(path, inputs.path, inputs.query ?? {}), 'page'] as const,
    queryFn: ({ signal }) => hubGetPage(path, ...([{ ...inputs, signal }] as unknown as HubArgs<P, 'get'>)),
    meta,
  });
}

/** Whether a failure is one the query's meta asked to keep out of the error banner. */
export function isSilent(error: unknown, meta: HubQueryMeta | undefined): boolean {
  if (meta?.silent) return true;
  const status = responseStatus(error);
  return status !== undefined && (meta?.silentOn ?? []).includes(status);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: HubQueryMeta;
    mutationMeta: HubQueryMeta;
  }
}
