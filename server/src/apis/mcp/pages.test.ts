import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { testAppOfFile } from '../../../tooling/testing/test-app';
import { mcpClients, textOf, type Structured } from '../../../tooling/testing/mcp-client';

let acme: number;
const { hub, connect, call } = mcpClients(() => t);

const t = testAppOfFile(
  {},
  {
    ready: async (app) => {
      acme = await clientIdOf(app.db, 'Acme Outdoor');
    },
  },
);

type Row = { id?: number; docNumber?: string };

/** Every page of a list tool, following nextCursor as an MCP client does, with each page's own answer. */
async function allPages(client: Client, name: string, args: Record<string, unknown>) {
  const pages: Structured[] = [];
  let cursor: string | undefined;
  do {
    const result = await call(client, name, { ...args, ...(cursor ? { cursor } : {}) });
    assert.ok(!result.isError, textOf(result));
    pages.push(result.structuredContent!);
    cursor = result.structuredContent!.nextCursor;
    assert.ok(pages.length < 100, 'the cursors come to an end');
  } while (cursor);
  return { pages, rows: pages.flatMap((p) => p.data as Row[]) };
}

describe('MCP lists page with cursors (cursor in, nextCursor out)', () => {
  test('list_campaigns pages through every campaign the hub lists, 25 at a time, none twice', async () => {
    const hubList = await hub<{ id: number }[]>(
      'admin@acme.test',
      `/clients/${acme}/campaigns?filter=all&pageSize=500`,
    );
    assert.ok(hubList.length > 25, 'more campaigns than one page');
    const client = await connect('admin@acme.test');
    const { tools } = await client.listTools();
    const cursor = tools.find((x) => x.name === 'list_campaigns')!.inputSchema.properties?.cursor;
    assert.equal((cursor as { type?: string } | undefined)?.type, 'string');

    const { pages, rows } = await allPages(client, 'list_campaigns', { clientId: acme, filter: 'all' });
    assert.deepEqual(
      pages.map((p) => (p.data as Row[]).length),
      pages.map((_, i) => (i < pages.length - 1 ? 25 : hubList.length - 25 * i)),
    );
    assert.deepEqual(
      rows.map((r) => r.id),
      hubList.map((c) => c.id),
    );
    for (const page of pages) assert.equal(page.figures.campaigns, hubList.length);
    await client.close();
  });

  test('the lists of states page too: campaigns by status and billing’s invoices', async () => {
    const client = await connect('admin@acme.test');
    const active = await allPages(client, 'campaigns_by_status', { clientId: acme, status: 'active' });
    assert.equal(active.rows.length, active.pages[0]!.figures.count);
    assert.equal(new Set(active.rows.map((r) => r.id)).size, active.rows.length);
    assert.equal(active.pages.length, Math.max(1, Math.ceil(active.rows.length / 25)));

    const invoices = await allPages(client, 'billing', { clientId: acme });
    assert.equal(invoices.rows.length, invoices.pages[0]!.figures.invoices);
    assert.ok(invoices.rows.length > 25, 'more invoices than one page');
    assert.equal(new Set(invoices.rows.map((r) => r.docNumber)).size, invoices.rows.length);
    await client.close();
  });

  test('a cursor is good only for the list and arguments that gave it; a made-up one is invalid params', async () => {
    const client = await connect('admin@acme.test');
    const first = await call(client, 'list_campaigns', { clientId: acme, filter: 'all' });
    const cursor = first.structuredContent!.nextCursor!;
    assert.ok(cursor);
    for (const [name, args] of [
      ['list_campaigns', { clientId: acme, filter: 'active', cursor }],
      ['campaigns_by_status', { clientId: acme, status: 'active', cursor }],
      ['list_campaigns', { clientId: acme, filter: 'all', cursor: 'bm90IGEgY3Vyc29y' }],
    ] as const) {
      await assert.rejects(call(client, name, args), (error: unknown) => {
        assert.ok(error instanceof McpError);
        assert.equal(error.code, ErrorCode.InvalidParams);
        assert.match(error.message, /\bcursor\b/);
        return true;
      });
    }
    // A short list has no next page.
    const clients = await call(client, 'list_clients', {});
    assert.equal(clients.structuredContent?.nextCursor, undefined);
    await client.close();
  });
});
