import { createHash } from 'node:crypto';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Page } from '../../domains/analytics/assistant/tool-kit';

/** Rows per page of a list tool, as the hub's lists give by default. */
export const PAGE_SIZE = 25;

export const CURSOR_SCHEMA = {
  type: 'string',
  description: 'The nextCursor of the previous answer, for the next page of the same list; none: the first page.',
} as const;

/** The same arguments in any key order give the same text. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/** What a cursor is bound to: the tool and every argument but the cursor (the client among them). */
const listOf = (tool: string, args: Record<string, unknown>) => {
  const { cursor: _, ...rest } = args;
  return createHash('sha256')
    .update(`${tool}\n${canonical(rest)}`)
    .digest('base64url')
    .slice(0, 16);
};

/**
 * MCP's pagination convention for a tool's list: `cursor` in, `nextCursor` out, opaque to the client. A cursor
 * names where the next page starts and the list it belongs to; one from another list or arguments, or made up,
 * is invalid params (-32602), as the convention asks.
 */
export function pageAsked(tool: string, args: Record<string, unknown>): Page {
  if (args.cursor === undefined) return { offset: 0, limit: PAGE_SIZE };
  const invalid = new McpError(
    ErrorCode.InvalidParams,
    `Invalid arguments for ${tool}: cursor is not one this list gave`,
    {
      arguments: ['cursor'],
    },
  );
  try {
    const [list, offset] = JSON.parse(Buffer.from(String(args.cursor), 'base64url').toString('utf8')) as unknown[];
    if (list !== listOf(tool, args) || !Number.isSafeInteger(offset) || (offset as number) <= 0) throw invalid;
    return { offset: offset as number, limit: PAGE_SIZE };
  } catch {
    throw invalid;
  }
}

/** The cursor of the page after this one, when the list goes on. */
export function nextCursorOf(tool: string, args: Record<string, unknown>, page: Page, total: number) {
  const offset = page.offset + page.limit;
  return offset < total
    ? Buffer.from(JSON.stringify([listOf(tool, args), offset]), 'utf8').toString('base64url')
    : undefined;
}
