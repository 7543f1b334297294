import { narrowToAdvertiser, type ClientScope } from '../../../kernel/access/scope';
import type { PRIVILEGES } from '../../../semantic/enumerations';
import type { Database } from '../../../kernel/db/database';

/** What every assistant tool runs with: the conversation's client scope (the API's own) and today. */
export interface ToolContext {
  db: Database;
  scope: ClientScope;
  today: string;
  /**
   * The user's privileges: billing tools need INVOICES_READ, as the Billing API does (a REPORTING_ONLY user is
   * refused). Every caller names them: a tool never assumes a privilege it was not told of.
   */
  privileges: readonly string[];
  /** The rows of a list the caller asks for (MCP pages through lists); none: the tool's own first rows. */
  page?: Page;
}

export interface Page {
  offset: number;
  limit: number;
}

export function requireInvoices(ctx: ToolContext) {
  if (!ctx.privileges.includes('INVOICES_READ')) throw new Error('Billing is outside your access');
}

export type Figures = Record<string, number | string>;

/** What an answer shows beside its words: a small table (cells formatted as the screens format them) and links. */
export interface AnswerView {
  table?: { columns: string[]; rows: string[][] };
  links?: { label: string; href: string }[];
}

/**
 * An answer's table of the first `limit` items, each a row of `columns` as `row` formats it; no table (nothing to
 * spread into the view) when there are no items.
 */
export function tableOf<T>(columns: string[], items: T[], limit: number, row: (item: T) => string[]): AnswerView {
  return items.length ? { table: { columns, rows: items.slice(0, limit).map(row) } } : {};
}

export interface ToolResult {
  figures: Figures;
  data?: unknown;
  /** A paged tool's rows in the whole list, of which `data` is the page asked for. */
  total?: number;
  view?: AnswerView;
}

export type Args = Record<string, unknown>;

/** A read-only tool: its name is its key in `TOOLS`; `parameters` is a JSON schema (for models and MCP clients). */
export interface Tool {
  description: string;
  /** The privilege the API asks for the same figures (billing: INVOICES_READ): MCP lists the tool only with it. */
  privilege?: (typeof PRIVILEGES)[number];
  parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  /** Its `data` is a list, answered a page at a time when `ctx.page` asks for one. */
  paged?: true;
  run(ctx: ToolContext, args: Args): Promise<ToolResult>;
}

/** The schemas of the arguments tools share: what `int`, `ints` and `isoDay` below read, and nothing else. */
export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const IDS = { type: 'array', items: ID, maxItems: 100 } as const;
export const DAY = { type: 'string', format: 'date', description: 'yyyy-MM-dd' } as const;

/** The span of a list to read: the page asked for, or the first `first` rows. */
export const spanOf = (ctx: ToolContext, first: number): Page => ctx.page ?? { offset: 0, limit: first };

/** One page of a list held whole, and the size of the whole. */
export function pageOf<T>(ctx: ToolContext, rows: readonly T[], first = rows.length) {
  const { offset, limit } = spanOf(ctx, first);
  return { data: rows.slice(offset, offset + limit), total: rows.length };
}

export const int = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
};
export const ints = (value: unknown): number[] | undefined => {
  if (!Array.isArray(value)) return int(value) ? [int(value)!] : undefined;
  const list = value.map(int).filter((n): n is number => n !== undefined);
  return list.length ? [...new Set(list)].slice(0, 100) : undefined;
};
export const isoDay = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
    ? value
    : undefined;
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Restricting a question to advertisers narrows the scope; one outside it is refused, never answered. */
export function outsideAccess(ctx: ToolContext, advertiserIds: number[] | undefined): boolean {
  return (
    advertiserIds !== undefined &&
    ctx.scope.advertiserIds !== null &&
    advertiserIds.some((id) => !ctx.scope.advertiserIds!.includes(id))
  );
}

export function narrowed(ctx: ToolContext, advertiserId: number | undefined): ClientScope {
  if (advertiserId === undefined) return ctx.scope;
  if (outsideAccess(ctx, [advertiserId])) throw new Error('That advertiser is outside your access');
  return narrowToAdvertiser(ctx.scope, advertiserId);
}

/** The orders a list may be asked in: "the oldest overdue invoice", "our largest audience". */
export const ORDERS = ['oldest', 'newest', 'largest', 'smallest'] as const;
export const ORDER = { type: 'string', enum: ORDERS, description: 'oldest/newest by date, largest/smallest by size' };

/** A list in the order asked (unchanged without one): by its day for oldest/newest, by its size otherwise. */
export function ordered<T>(list: T[], order: unknown, day: (item: T) => string, size: (item: T) => number): T[] {
  const compare: Record<(typeof ORDERS)[number], (a: T, b: T) => number> = {
    oldest: (a, b) => day(a).localeCompare(day(b)),
    newest: (a, b) => day(b).localeCompare(day(a)),
    largest: (a, b) => size(b) - size(a),
    smallest: (a, b) => size(a) - size(b),
  };
  const by = ORDERS.find((o) => o === order);
  return by ? [...list].sort(compare[by]) : list;
}
