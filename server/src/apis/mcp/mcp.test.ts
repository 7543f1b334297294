import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
} from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { TOOLS } from '../../domains/analytics/assistant/tools';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { testAppOfFile } from '../../../tooling/testing/test-app';

let acme: number;
let globex: number;
const tokens = new Map<string, string>();

const t = testAppOfFile(
  {},
  {
    ready: async (app) => {
      acme = await clientIdOf(app.db, 'Acme Outdoor');
      globex = await clientIdOf(app.db, 'Globex Retail');
    },
  },
);

async function tokenOf(email: string) {
  if (!tokens.has(email)) tokens.set(email, await t.signIn(email));
  return tokens.get(email)!;
}

/** A hub API call as the same user, for the figure the MCP tool must give. */
async function hub(email: string, path: string) {
  const response = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${await tokenOf(email)}` } });
  assert.equal(response.status, 200, path);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

/** The SDK's own client over Streamable HTTP, signed in with the user's Beacon ID token as a bearer. */
async function connect(email: string) {
  const client = new Client({ name: 'beacon-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${await tokenOf(email)}` } },
  });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult & {
    structuredContent?: { figures: Record<string, number | string>; data?: unknown };
  };
}

const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe('Beacon as an MCP server at /mcp', () => {
  test('without a token: 401, a WWW-Authenticate naming the protected-resource metadata, which names the issuer', async () => {
    const response = await fetch(`${t.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(response.status, 401);
    const metadataUrl = `${t.url}/.well-known/oauth-protected-resource/mcp`;
    assert.equal(response.headers.get('www-authenticate'), `Bearer resource_metadata="${metadataUrl}"`);
    assert.equal(extractWWWAuthenticateParams(response).resourceMetadataUrl?.href, metadataUrl);
    assert.equal(((await response.json()) as { status: number }).status, 401);

    // The SDK's own discovery finds and validates the document (RFC 9728).
    const metadata = await discoverOAuthProtectedResourceMetadata(new URL(`${t.url}/mcp`));
    assert.equal(metadata.resource, `${t.url}/mcp`);
    assert.deepEqual(metadata.authorization_servers, [t.identity.config.issuer]);
    assert.deepEqual(metadata.bearer_methods_supported, ['header']);

    // And the SDK's client, given no token, cannot connect.
    const client = new Client({ name: 'beacon-test', version: '1.0.0' });
    await assert.rejects(client.connect(new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`))), /401/);
  });

  test('a forged token is 401 invalid_token with the same metadata', async () => {
    const token = await tokenOf('admin@acme.test');
    const forged = `${token.slice(0, -4)}AAAA`;
    const response = await fetch(`${t.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${forged}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(response.status, 401);
    const challenge = response.headers.get('www-authenticate') ?? '';
    assert.match(challenge, /^Bearer error="invalid_token"/);
    assert.match(
      challenge,
      /resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/mcp"/,
    );
  });

  test('lists every assistant tool and list_clients, read-only, each taking a clientId', async () => {
    const client = await connect('admin@acme.test');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((x) => x.name).sort(), ['list_clients', ...Object.keys(TOOLS)].sort());
    for (const tool of tools) {
      assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
      assert.equal(tool.inputSchema.type, 'object');
      if (tool.name === 'list_clients') continue;
      assert.ok(tool.inputSchema.required?.includes('clientId'), tool.name);
      // The registry's own parameters, as the registry declares them.
      for (const [param, schema] of Object.entries(TOOLS[tool.name]!.parameters.properties))
        assert.deepEqual(tool.inputSchema.properties?.[param], schema, `${tool.name}.${param}`);
      assert.equal(tool.description, TOOLS[tool.name]!.description);
    }
    await client.close();
  });

  test('"How many active campaigns?" gives the hub’s own countActive, as JSON and as text', async () => {
    const metrics = await hub('admin@acme.test', `/clients/${acme}/campaigns/metrics`);
    const client = await connect('admin@acme.test');
    const result = await call(client, 'campaign_metrics', { clientId: acme });
    assert.ok(!result.isError, textOf(result));
    assert.equal(result.structuredContent?.figures.countActive, metrics.countActive);
    assert.equal(result.structuredContent?.figures.countLive, metrics.countLive);
    assert.match(textOf(result), new RegExp(`countActive ${metrics.countActive!.toLocaleString('en-US')}`));
    await client.close();
  });

  test('billing and a campaign’s pacing are the hub’s figures too', async () => {
    const client = await connect('admin@acme.test');
    const invoices = await hub('admin@acme.test', `/clients/${acme}/invoices/metrics`);
    const summary = await call(client, 'invoice_summary', { clientId: acme });
    assert.equal(summary.structuredContent?.figures.countOverdue, invoices.countOverdue);
    assert.equal(summary.structuredContent?.figures.countOpen, invoices.countOpen);
    const [campaign] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = $1 AND status = 'Live' ORDER BY id LIMIT 1",
      [acme],
    );
    const pacing = await hub('admin@acme.test', `/clients/${acme}/campaigns/${campaign!.id}/pacing`);
    const result = await call(client, 'campaign_pacing', { clientId: acme, campaignId: campaign!.id });
    assert.equal(result.structuredContent?.figures.pacingPercent, pacing.pacingPercent);
    assert.equal(result.structuredContent?.figures.deliveredSpend, pacing.deliveredSpend);
    await client.close();
  });

  test('list_clients: a client user sees their own client; agency staff see every client', async () => {
    const own = await connect('admin@acme.test');
    const mine = await call(own, 'list_clients', {});
    assert.deepEqual(mine.structuredContent, { total: 1, clients: [{ id: acme, name: 'Acme Outdoor' }] });
    await own.close();
    const staff = await connect('staff@beacon.test');
    const all = (await call(staff, 'list_clients', {})).structuredContent as unknown as { total: number };
    assert.ok(all.total >= 6);
    // Staff reach Globex's figures, the same the hub gives them.
    const metrics = await hub('staff@beacon.test', `/clients/${globex}/campaigns/metrics`);
    const result = await call(staff, 'campaign_metrics', { clientId: globex });
    assert.equal(result.structuredContent?.figures.countTotal, metrics.countTotal);
    await staff.close();
  });

  test('a client user asking for another client’s figures is refused, and gets none', async () => {
    const client = await connect('admin@acme.test');
    for (const [name, tool] of Object.entries(TOOLS)) {
      // Any id for what the tool requires: the client is refused first.
      const required = Object.fromEntries((tool.parameters.required ?? []).map((p) => [p, 1]));
      const result = await call(client, name, { ...required, clientId: globex });
      assert.equal(result.isError, true, name);
      assert.equal(textOf(result), 'Not found in your data', name);
      assert.equal(result.structuredContent, undefined);
    }
    await assert.rejects(call(client, 'campaign_metrics', {}), /clientId is required/);
    await client.close();
  });

  test('an advertiser-limited user gets their advertisers’ figures only, and the others are refused', async () => {
    const user = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'reports@acme.test'`);
    const assigned = await t.db.query<{ id: number }>(
      `SELECT a.id FROM advertisers a WHERE a.client_id = $2 AND (a.id IN (SELECT advertiser_id FROM user_advertisers
         WHERE user_id = $1) OR a.group_id IN (SELECT group_id FROM user_advertiser_groups WHERE user_id = $1))`,
      [user[0]!.id, acme],
    );
    const others = await t.db.query<{ id: number }>(
      `SELECT id FROM advertisers WHERE client_id = $1 AND NOT (id = ANY($2::int[])) ORDER BY id`,
      [acme, assigned.map((a) => a.id)],
    );
    assert.equal(assigned.length, 2);
    assert.ok(others.length > 0);

    const client = await connect('reports@acme.test');
    // Their own totals are the hub's for them: only the two advertisers.
    const mine = await hub('reports@acme.test', `/clients/${acme}/campaigns/metrics`);
    const everyone = await hub('admin@acme.test', `/clients/${acme}/campaigns/metrics`);
    const result = await call(client, 'campaign_metrics', { clientId: acme });
    assert.equal(result.structuredContent?.figures.countTotal, mine.countTotal);
    assert.ok(mine.countTotal! < everyone.countTotal!);

    const theirs = await call(client, 'advertiser_spend', { clientId: acme, advertiserId: assigned[0]!.id });
    assert.ok(!theirs.isError, textOf(theirs));
    for (const other of others) {
      for (const name of ['advertiser_spend', 'campaign_metrics', 'channel_results', 'list_campaigns']) {
        const refused = await call(client, name, { clientId: acme, advertiserId: other.id });
        assert.equal(refused.isError, true, `${name} ${other.id}`);
        assert.equal(refused.structuredContent, undefined);
      }
    }
    // Billing is not theirs in the API (403), so not here either.
    assert.ok(!(await client.listTools()).tools.some((x) => x.name === 'invoice_summary'));
    const invoices = await call(client, 'invoice_summary', { clientId: acme });
    assert.equal(invoices.isError, true);
    assert.match(textOf(invoices), /Forbidden/);
    await client.close();
  });

  test('a user who has not accepted the terms of use gets no client figures, as in the API; an unknown tool is an error', async () => {
    const globexAdmin = await connect('newterms@globex.test');
    const result = await call(globexAdmin, 'campaign_metrics', { clientId: globex });
    assert.equal(result.isError, true);
    assert.equal(textOf(result), 'Accept the terms of use to continue');
    await assert.rejects(
      globexAdmin.callTool({ name: 'weather', arguments: { clientId: globex } }),
      /Unknown tool weather/,
    );
    await globexAdmin.close();
  });

  test('a browser page of another origin is refused, even with a token', async () => {
    const response = await fetch(`${t.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await tokenOf('admin@acme.test')}`,
        origin: 'http://evil.example',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(response.status, 403);
  });

  test('GET and DELETE are 405: the server is stateless', async () => {
    const response = await fetch(`${t.url}/mcp`, {
      headers: { authorization: `Bearer ${await tokenOf('admin@acme.test')}`, accept: 'text/event-stream' },
    });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });
});
