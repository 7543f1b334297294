import { api } from '@beacon/shared';

/** Spec section 9: a list read whole is capped at 10,000 rows. */
export const READ_ALL_LIMIT = 10_000;
/** The hub's largest page. */
const PAGE_SIZE = 500;

interface Paged<T> {
  data: T[];
  page: { page: number; pageSize: number; total: number };
}

export interface AllPages<T> {
  rows: T[];
  /** How many the server has: more than `rows.length` when the cap cut the list. */
  total: number;
}

/**
 * Every row of a paged hub list (`{ data, page }`), for grids that search, sort and export on the client:
 * the first page says how many there are, the others are fetched together. Stops at READ_ALL_LIMIT.
 */
export async function fetchAllPages<T>(
  path: string,
  signal: AbortSignal,
  limit = READ_ALL_LIMIT,
  params: Record<string, unknown> = {},
): Promise<AllPages<T>> {
  const pageSize = Math.min(PAGE_SIZE, limit);
  // Arrays go as repeated keys (statuses=A&statuses=B), the form the hub's schemas read.
  const get = async (page: number) =>
    (
      await api.get<Paged<T>>(path, {
        params: { ...params, page, pageSize },
        signal,
        paramsSerializer: { indexes: null },
      })
    ).data;
  const first = await get(1);
  const wanted = Math.min(first.page.total, limit);
  const pages = Math.ceil(wanted / pageSize);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => get(i + 2)));
  const rows = [first, ...rest].flatMap((page) => page.data).slice(0, limit);
  return { rows, total: first.page.total };
}
