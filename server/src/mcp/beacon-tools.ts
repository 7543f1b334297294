import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { guardClient } from '../access/path-guard';
import type { AccessScope } from '../access/scope';
import { figuresText } from '../analytics/assistant/engine';
import { callTool, TOOLS } from '../analytics/assistant/tools';
import { HttpError } from '../api/errors';
import { listClients } from '../clients/queries';
import type { Database } from '../db/database';
import { todayUtc } from '../semantic/time';

type Args = Record<string, unknown>;

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
const LIST_CLIENTS = 'list_clients';
const CLIENT_ID = {
  type: 'integer',
  minimum: 1,
  description: `The client the figures are about: one of the ids ${LIST_CLIENTS} gives.`,
};

/** The clients this user may see: every client for agency staff, their own for a client user. */
const listClientsTool: Tool = {
  name: LIST_CLIENTS,
  title: 'Clients you can see',
  description: `The clients you may ask about, with their ids (every other tool takes a clientId from this list).`,
  inputSchema: { type: 'object', properties: { search: { type: 'string', description: 'part of a client name' } } },
  annotations: { title: 'Clients you can see', ...READ_ONLY },
};

/**
 * Every tool of the assistant's registry as an MCP tool, read generically: its name, description and JSON-schema
 * parameters, plus the `clientId` that picks the client it works on; a tool whose figures the caller's role may not
 * see (its API privilege) is not offered.
 */
export function mcpTools(access: AccessScope): Tool[] {
  const assistantTools = Object.entries(TOOLS)
    .filter(
      ([name, tool]) => name !== LIST_CLIENTS && (!tool.privilege || access.user.privileges.includes(tool.privilege)),
    )
    .map(([name, tool]): Tool => {
      const { properties, required, ...rest } = tool.parameters;
      return {
        name,
        description: tool.description,
        inputSchema: {
          ...rest,
          type: 'object',
          // Ours last: the client is always the one the path guard's check lets through.
          properties: { ...properties, clientId: CLIENT_ID },
          required: ['clientId', ...(required ?? []).filter((p) => p !== 'clientId')],
        },
        annotations: READ_ONLY,
      };
    });
  return [listClientsTool, ...assistantTools];
}

/** A whole positive id: a JSON integer or base-10 digits, nothing else. */
function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : null;
}

const refusal = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

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
  if (name === LIST_CLIENTS) {
    const search = typeof args.search === 'string' && args.search.trim() ? args.search.trim().slice(0, 200) : undefined;
    const rows = await listClients(db, access, search, 100, 0);
    const clients = rows.map((c) => ({ id: c.id, name: c.name }));
    const total = rows[0]?.totalCount ?? 0;
    return answer(`${total} clients: ${clients.map((c) => `${c.name} (${c.id})`).join(', ')}`, { total, clients });
  }
  if (!Object.hasOwn(TOOLS, name)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}`);
  // The API's privilege for the same figures (billing), as its route asks it.
  const { privilege } = TOOLS[name]!;
  if (privilege && !access.user.privileges.includes(privilege))
    return refusal(`Forbidden: your role cannot see these figures (${privilege})`);
  const clientId = idOf(args.clientId);
  if (!clientId) return refusal(`clientId is required: ${LIST_CLIENTS} gives the clients you may see`);
  // The path guard's own check: another client's id is 404 as for one that does not exist.
  const scope = await guardClient(db, access, clientId).catch((error: unknown) => {
    if (error instanceof HttpError) return error;
    throw error;
  });
  if (scope instanceof HttpError) return refusal(scope.status === 404 ? 'Not found in your data' : scope.message);
  const { clientId: _, ...toolArgs } = args;
  const call = await callTool({ db, scope, today: todayUtc(), privileges: access.user.privileges }, name, toolArgs);
  if (call.error) return refusal(call.error);
  return answer(`${name}: ${figuresText(call.figures) || 'no figures'}`, {
    clientId,
    figures: call.figures,
    ...(call.data === undefined ? {} : { data: call.data }),
  });
}

/** An MCP server for one signed-in caller: the tools read only what that caller's access scope reaches. */
export function beaconMcpServer(db: Database, access: AccessScope): Server {
  const server = new Server(
    { name: 'beacon', title: 'Beacon', version: '1.0.0' },
    {
      capabilities: { tools: {} },
      instructions:
        'Beacon: the figures of a media agency client portal, exactly as its screens show them. Call list_clients ' +
        'first; every other tool takes one of its clientIds. Dates are yyyy-MM-dd, money is in US dollars.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: mcpTools(access) }));
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    runTool(db, access, request.params.name, request.params.arguments ?? {}),
  );
  return server;
}
