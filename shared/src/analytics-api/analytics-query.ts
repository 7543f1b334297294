import { queryOptions } from '@tanstack/react-query';
import type { HubQueryMeta } from '../api/hub-query';
import { analyticsGet } from './analytics';
import type { AnalyticsArgs, AnalyticsPathWith, AnalyticsRequest } from './analytics-types';

type Get = AnalyticsPathWith<'get'>;
type Inputs<P extends Get> = Omit<AnalyticsRequest<P, 'get'>, 'signal' | 'body'>;

/**
 * The cache key of an analytics operation: `analytics`, its path, its path parameters, then its query. Apart
 * from the hub's keys; `invalidateQueries({ queryKey: analyticsKey(path, { workspaceId }) })` refreshes every
 * query of that operation for that workspace.
 */
export function analyticsKey(path: string, pathParams?: object, query?: object) {
  return query === undefined
    ? (['analytics', path, pathParams ?? {}] as const)
    : (['analytics', path, pathParams ?? {}, query] as const);
}

/** The query options of one GET operation of the analytics API: its key, its abortable fetcher, its error policy. */
export function analyticsQueryOptions<P extends Get>(path: P, inputs: Inputs<P>, meta: HubQueryMeta = {}) {
  return queryOptions({
    queryKey: analyticsKey(path, inputs.path, inputs.query ?? {}),
    queryFn: ({ signal }) => analyticsGet(path, ...([{ ...inputs, signal }] as unknown as AnalyticsArgs<P, 'get'>)),
    meta,
  });
}
