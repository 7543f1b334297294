import { narrowToAdvertiser, type ClientScope } from '../../access/scope';
import type { PRIVILEGES } from '../../api/enumerations';
import type { Database } from '../../db/database';

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

export interface ToolResult {
  figures: Figures;
  data?: unknown;
  view?: AnswerView;
}

export type Args = Record<string, unknown>;

/** A read-only tool: its name is its key in `TOOLS`; `parameters` is a JSON schema (for models and MCP clients). */
export interface Tool {
  description: string;
  /** The privilege the API asks for the same figures (billing: INVOICES_READ): MCP lists the tool only with it. */
  privilege?: (typeof PRIVILEGES)[number];
  parameters: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  run(ctx: ToolContext, args: Args): Promise<ToolResult>;
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
