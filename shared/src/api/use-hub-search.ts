import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hubGetPage } from './hub';
import { hubKey } from './hub-query';
import type { HubArgs, HubData, HubPathWith, HubRequest } from './hub-types';

/** How many rows one page of a server search shows before "Show more". */
const SEARCH_PAGE_SIZE = 50;
/** The wait after the last keystroke before the server is asked. */
const SEARCH_DELAY_MS = 250;

/** The value, once it has stopped changing for `ms`. */
export function useSettled<T>(value: T, ms = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Searchable = HubPathWith<'get'>;
type RowOf<P extends Searchable> = HubData<P> extends readonly (infer Row)[] ? Row : never;
type Inputs<P extends Searchable> = Omit<HubRequest<P, 'get'>, 'signal' | 'body'>;

/**
 * A paged hub list searched on the server (its `search` parameter), read a page at a time, so the last of
 * thousands of rows is found as quickly as the first. The previous results stay on screen while a new
 * search is on its way.
 */
export function useHubSearch<P extends Searchable>(path: P, inputs: Inputs<P>, search: string, enabled = true) {
  const text = useSettled(search.trim());
  const query = { ...(inputs.query ?? {}), search: text || undefined, pageSize: SEARCH_PAGE_SIZE };
  const result = useInfiniteQuery({
    queryKey: [...hubKey(path, inputs.path, query), 'search'] as const,
    queryFn: async ({ pageParam, signal }) => {
      const request = { ...inputs, query: { ...query, page: pageParam }, signal };
      return (await hubGetPage(path, ...([request] as unknown as HubArgs<P, 'get'>))) as unknown as {
        data: RowOf<P>[];
        page: { page: number; pageSize: number; total: number };
      };
    },
    initialPageParam: 1,
    getNextPageParam: ({ page }) => (page.page * page.pageSize < page.total ? page.page + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
  const rows: RowOf<P>[] = result.data?.pages.flatMap((page) => page.data) ?? [];
  const total = result.data?.pages[0]?.page.total ?? 0;
  // `search`: the text these rows answer (the typed one once it has settled and its answer arrived).
  return { ...result, rows, total, search: result.isPlaceholderData ? null : text };
}
