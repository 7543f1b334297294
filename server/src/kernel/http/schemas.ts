import { Type, type TLiteral, type TSchema, type TSchemaOptions, type TUnion } from 'typebox';
import { EMAIL_PATTERN } from '@beacon/shared/format';

/**
 * One of a list of values (an enumeration from ./enumerations): a union of literals, so clients get the union;
 * `options` (its description) are the union's.
 */
export function oneOf<const T extends readonly string[]>(
  values: T,
  options?: TSchemaOptions,
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as never;
}

/** A database id: positive and within PostgreSQL's integer, so no id can reach the database as a bad value. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Free text from a query string: bounded, and without control characters (PostgreSQL refuses NUL in text). */
export const SearchText = Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001f]*$' });
/** One email address: the forms' rule (`@beacon/shared/format`), so a mailer never reads it as a list. */
export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN });
export const Username = Type.String({ minLength: 1, maxLength: 254, pattern: '^[^\\u0000-\\u001f\\s]+$' });

export const ClientParams = Type.Object({ clientId: Id });
export const AdvertiserParams = Type.Object({ clientId: Id, advertiserId: Id });
export const CampaignParams = Type.Object({ clientId: Id, campaignId: Id });

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 25 })),
};

/** A list searched by text, a page at a time. */
export const SearchedPageQuery = { search: Type.Optional(SearchText), ...PageQuery };

export const PageInfo = Type.Object({ page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() });

/** `{ data }`: every response carries its payload in a data field. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });
export const PagedData = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), page: PageInfo });

export const ErrorBody = Type.Object({
  status: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  fields: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
});

/** The error answers every operation documents next to its success. */
export const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export function paging(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 25;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** Rows selected with `count(*) OVER () AS "totalCount"` become a page. */
export function toPage<Row extends { totalCount?: number }>(
  rows: Row[],
  p: { page: number; pageSize: number },
  knownTotal?: number,
) {
  const total = rows[0]?.totalCount ?? knownTotal ?? 0;
  const data = rows.map(({ totalCount: _, ...rest }) => rest);
  return { data, page: { page: p.page, pageSize: p.pageSize, total } };
}

/**
 * Fetches the page a query asks for (25 rows unless it says). A page past the end has no row to carry the window count, so the total is then read from
 * the first row instead: asking for page 9 of 3 still tells the grid there are 3 pages.
 */
export async function fetchPage<Row extends { totalCount?: number }>(
  query: { page?: number; pageSize?: number },
  fetch: (limit: number, offset: number) => Promise<Row[]>,
) {
  const p = paging(query);
  const rows = await fetch(p.limit, p.offset);
  const total = rows.length === 0 && p.offset > 0 ? (await fetch(1, 0))[0]?.totalCount : undefined;
  return toPage(rows, p, total);
}

export const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
export const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/**
 * A file answer: its own media types on 200, while errors stay JSON (the error body). OpenAPI tools read
 * `content` per status, where a route-wide `produces` would have made every error a PDF too.
 */
export function binaryResponse(...mediaTypes: string[]) {
  const schema = { type: 'string', format: 'binary' };
  return Type.Unsafe<Buffer>({
    description: `The file (${mediaTypes.join(', ')})`,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  });
}

/**
 * A search text as the value of `ILIKE '%' || $n || '%'`: `%`, `_` and `\` match themselves, so a search for
 * "50%" finds "50%" and not every "50". Null when there is nothing to search for.
 */
export function likeText(search: string | null | undefined): string | null {
  if (search === undefined || search === null || search === '') return null;
  return search.replace(/[\\%_]/g, (c) => `\\${c}`);
}
