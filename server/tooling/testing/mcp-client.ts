import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TestApp } from './test-app';

export type Structured = {
  clientId?: number;
  figures: Record<string, number | string>;
  data?: unknown;
  nextCursor?: string;
};

/** An MCP client as an integrator runs it: the SDK's own, over Streamable HTTP, with a Beacon ID token. */
export function mcpClients(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(email: string) {
    if (!tokens.has(email)) tokens.set(email, await t().signIn(email));
    return tokens.get(email)!;
  }

  /** A hub API call as the same user: what the MCP tool must agree with. */
  async function hub<T = Record<string, number>>(email: string, path: string, status = 200) {
    const response = await fetch(`${t().url}/api${path}`, {
      headers: { authorization: `Bearer ${await tokenOf(email)}` },
    });
    assert.equal(response.status, status, path);
    return ((await response.json()) as { data: T }).data;
  }

  async function connect(email: string) {
    const client = new Client({ name: 'beacon-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${t().url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${await tokenOf(email)}` } },
    });
    await client.connect(transport);
    return client;
  }

  async function call(client: Client, name: string, args: Record<string, unknown>) {
    return (await client.callTool({ name, arguments: args })) as CallToolResult & { structuredContent?: Structured };
  }

  return { tokenOf, hub, connect, call };
}

export const textOf = (result: CallToolResult) =>
  result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
