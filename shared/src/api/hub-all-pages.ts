import { queryOptions } from '@tanstack/react-query';
import { hubGetPage } from './hub';
import { hubKey, type HubQueryMeta } from './hub-query';
import type { HubArgs, HubData, HubPathWith, HubRequest } from './hub-types';

/** Spec section 9: a list read whole is capped at 10,000 rows. */
const READ_ALL_LIMIT = 10_000;
/** The hub's largest page. */
const PAGE_SIZE = 500;

type Get = HubPathWith<'get'>;
type Inputs<P extends Get> = Omit<HubRequest<P, 'get'>, 'signal' | 'body'>;

export interface AllPages<Row> {
  rows: Row[];
  /** How many the server has: more than `rows.length` when the cap cut the list. */
  total: number;
}

type RowOf<P extends Get> = HubData<P> extends readonly (infer Row)[] ? Row : never;

/**
 * Every row of a paged hub list, for grids that search, sort and export on the client: the first page says
 * how many there are, the others are fetched together. Stops at READ_ALL_LIMIT.
 */
export async function hubGetAll<P extends Get>(
  path: P,
  inputs: Inputs<P> & { signal?: AbortSignal },
  limit = READ_ALL_LIMIT,
): Promise<AllPages<RowOf<P>>> {
  const pageSize = Math.min(PAGE_SIZE, limit);
  const get = async (page: number) => {
    const request = { ...inputs, query: { ...(inputs.query ?? {}), page, pageSize } };
    return (await hubGetPage(path, ...([request] as unknown as HubArgs<P, 'get'>))) as unknown as {
      data: RowOf<P>[];
      page: { total: number };
    };
  };
  const first = await get(1);
  const wanted = Math.min(first.page.total, limit);
  const pages = Math.ceil(wanted / pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get(i + 2)));
  const rows = [first, ...rest].flatMap((page) => page.data).slice(0, limit);
  return { rows, total: first.page.total };
}

/** The query options of a whole list (every page up to the cap), keyed apart from its single pages. */
export function hubAllPagesQueryOptions<P extends Get>(path: P, inputs: Inputs<P>, meta: HubQueryMeta = {}) {
  return queryOptions({
    queryKey: [...hubKey(path, inputs.path, inputs.query ?? {}), 'all'] as const,
    queryFn: ({ signal }) => hubGetAll(path, { ...inputs, signal }),
    meta,
  });
}
