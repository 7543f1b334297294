import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { guardClient, guardFocus } from '../../kernel/access/path-guard';
import type { AccessScope, ClientScope } from '../../kernel/access/scope';
import { figuresText } from '../../domains/analytics/assistant/engine';
import type { Page } from '../../domains/analytics/assistant/tool-kit';
import { callTool, TOOLS } from '../../domains/analytics/assistant/tools';
import { HttpError } from '../../kernel/http/errors';
import { listClients } from '../../domains/clients/queries';
import type { Database } from '../../kernel/db/database';
import { todayUtc } from '../../semantic/time';
import { checkArguments } from './arguments';
import { CURSOR_SCHEMA, nextCursorOf, pageAsked } from './pages';

type Args = Record<string, unknown>;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const LIST_CLIENTS = 'list_clients';
const CLIENT_ID = {
  type: 'integer',
  minimum: 1,
  maximum: 2147483647,
  description: `The client the figures are about: one of the ids ${LIST_CLIENTS} gives.`,
};

/** The clients this user may see: every client for agency staff, their own for a client user. */
const listClientsTool: Tool = {
  name: LIST_CLIENTS,
  title: 'Clients you can see',
  description: `The clients you may ask about, with their ids (every other tool takes a clientId from this list).`,
  inputSchema: {
    type: 'object',
    properties: { search: { type: 'string', description: 'part of a client name' }, cursor: CURSOR_SCHEMA },
    additionalProperties: false,
  },
  annotations: { title: 'Clients you can see', ...READ_ONLY },
};

/**
 * Every tool of the assistant's registry as an MCP tool, read generically, once: its name, description and
 * JSON-schema parameters, plus the `clientId` that picks the client it works on and, for a list, the `cursor` of
 * its next page. Nothing else is an argument: a misspelt one is refused rather than ignored.
 */
const ASSISTANT_TOOLS = Object.entries(TOOLS)
  .filter(([name]) => name !== LIST_CLIENTS)
  .map(([name, tool]): Tool => {
    const { properties, required, ...rest } = tool.parameters;
    return {
      name,
      description: tool.description,
      inputSchema: {
        ...rest,
        type: 'object',
        // Ours last: the client is always the one the path guard's check lets through.
        properties: { ...properties, clientId: CLIENT_ID, ...(tool.paged ? { cursor: CURSOR_SCHEMA } : {}) },
        required: ['clientId', ...(required ?? []).filter((p) => p !== 'clientId')],
        additionalProperties: false,
      },
      annotations: READ_ONLY,
    };
  });
const TOOL_BY_NAME = new Map([listClientsTool, ...ASSISTANT_TOOLS].map((tool) => [tool.name, tool]));

/** The tools offered: a tool whose figures the caller's role may not see (its API privilege) is not. */
export function mcpTools(access: AccessScope): Tool[] {
  const privilegeOf = (name: string) => TOOLS[name]?.privilege;
  const mayUse = (name: string) => !privilegeOf(name) || access.user.privileges.includes(privilegeOf(name)!);
  return [listClientsTool, ...ASSISTANT_TOOLS.filter((tool) => mayUse(tool.name))];
}

const idsOf = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'number') : [];

/**
 * Every advertiser and campaign an argument names must lie inside the client scope, as the hub's paths must
 * (`/clients/{id}/advertisers/{advertiserId}/campaigns/{campaignId}`): another client's id is 404 there, not a list
 * of zeros here.
 */
async function guardIds(db: Database, scope: ClientScope, args: Args): Promise<void> {
  const advertiserId = typeof args.advertiserId === 'number' ? args.advertiserId : undefined;
  for (const id of [...idsOf(args.advertiserId), ...idsOf(args.advertiserIds)])
    await guardFocus(db, scope, { advertiserId: id });
  for (const id of [...idsOf(args.campaignId), ...idsOf(args.campaignIds)])
    await guardFocus(db, scope, { campaignId: id, advertiserId });
}

const refusal = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

/** Which rows of the list this answer holds, and how to ask for the next ones. */
function pageText(page: Page, shown: number, total: number, nextCursor: string | undefined) {
  if (!total) return '';
  const rows = shown ? `rows ${page.offset + 1}–${page.offset + shown} of ${total}` : `no rows past ${total}`;
  return nextCursor ? ` (${rows}; the next page: cursor "${nextCursor}")` : ` (${rows})`;
}

/** Figures as the API gives them: the structured JSON, a short line of text, and the JSON again for older clients. */
function answer(summary: string, structured: Record<string, unknown>): CallToolResult {
  return {
    structuredContent: structured,
    content: [
      { type: 'text', text: summary },
      { type: 'text', text: JSON.stringify(structured) },
    ],
  };
}

async function runTool(db: Database, access: AccessScope, name: string, args: Args): Promise<CallToolResult> {
  const tool = TOOL_BY_NAME.get(name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}`);
  checkArguments(tool, args);
  if (name === LIST_CLIENTS) {
    const page = pageAsked(name, args);
    const search = typeof args.search === 'string' && args.search.trim() ? args.search.trim().slice(0, 200) : undefined;
    const rows = await listClients(db, access, search, page.limit, page.offset);
    const clients = rows.map((c) => ({ id: c.id, name: c.name }));
    const total = rows[0]?.totalCount ?? 0;
    const nextCursor = nextCursorOf(name, args, page, total);
    return answer(
      `${total} clients: ${clients.map((c) => `${c.name} (${c.id})`).join(', ')}${pageText(page, clients.length, total, nextCursor)}`,
      { total, clients, ...(nextCursor ? { nextCursor } : {}) },
    );
  }
  const { privilege, paged } = TOOLS[name]!;
  const page = paged ? pageAsked(name, args) : undefined;
  // The API's privilege for the same figures (billing), as its route asks it.
  if (privilege && !access.user.privileges.includes(privilege))
    return refusal(`Forbidden: your role cannot see these figures (${privilege})`);
  // The schema made it a whole positive number.
  const clientId = args.clientId as number;
  let scope: ClientScope;
  try {
    // The path guard's own checks: another client's id is 404 as for one that does not exist, and so is an
    // advertiser or a campaign outside the client scope.
    scope = await guardClient(db, access, clientId);
    await guardIds(db, scope, args);
  } catch (error) {
    if (error instanceof HttpError) return refusal(error.status === 404 ? 'Not found in your data' : error.message);
    throw error;
  }
  const { clientId: _, cursor: __, ...toolArgs } = args;
  const ctx = { db, scope, today: todayUtc(), privileges: access.user.privileges, page };
  const call = await callTool(ctx, name, toolArgs);
  if (call.error) return refusal(call.error);
  const total = call.total ?? 0;
  const nextCursor = page && nextCursorOf(name, args, page, total);
  const shown = Array.isArray(call.data) ? call.data.length : 0;
  return answer(
    `${name}: ${figuresText(call.figures) || 'no figures'}${page ? pageText(page, shown, total, nextCursor) : ''}`,
    {
      clientId,
      figures: call.figures,
      ...(call.data === undefined ? {} : { data: call.data }),
      ...(nextCursor ? { nextCursor } : {}),
    },
  );
}

/** An MCP server for one signed-in caller: the tools read only what that caller's access scope reaches. */
export function beaconMcpServer(db: Database, access: AccessScope): Server {
  const server = new Server(
    { name: 'beacon', title: 'Beacon', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      instructions:
        'Beacon: the figures of a media agency client portal, exactly as its screens show them. Call list_clients ' +
        'first; every other tool takes one of its clientIds. Dates are yyyy-MM-dd, money is in US dollars, rates ' +
        'are ratios (0.0123 is 1.23%). A list comes 25 rows at a time: send its nextCursor back as cursor for more.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: mcpTools(access) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    runTool(db, access, request.params.name, request.params.arguments ?? {}),
  );
  return server;
}
