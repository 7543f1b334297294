import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { METRICS, type MetricKey } from '../../semantic/metrics';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { testAppOfFile } from '../../../tooling/testing/test-app';
import { mcpClients, textOf } from '../../../tooling/testing/mcp-client';

let acme: number;
let globex: number;
const { hub, connect, call } = mcpClients(() => t);

const t = testAppOfFile(
  {},
  {
    ready: async (app) => {
      acme = await clientIdOf(app.db, 'Acme Outdoor');
      globex = await clientIdOf(app.db, 'Globex Retail');
    },
  },
);

const idsOf = (sql: string, params: unknown[]) =>
  t.db.query<{ id: number }>(sql, params).then((r) => r.map((x) => x.id));

/** The call is refused as invalid params (-32602), the message naming the argument at fault. */
async function refusedNaming(promise: Promise<unknown>, argument: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof McpError, String(error));
    assert.equal(error.code, ErrorCode.InvalidParams);
    assert.match(error.message, new RegExp(`\\b${argument}\\b`));
    return true;
  });
}

describe('MCP tools take only what their input schemas allow', () => {
  test('a value outside a tool’s schema is an MCP error naming the argument, never an answer with defaults', async () => {
    const client = await connect('admin@acme.test');
    const { tools } = await client.listTools();
    const schemaOf = (name: string) => tools.find((x) => x.name === name)!.inputSchema.properties!;
    // The schemas say so: a status is one of a list, a limit at most 50.
    assert.ok(!(schemaOf('campaigns_by_status').status as { enum: string[] }).enum.includes('nope'));
    assert.equal((schemaOf('query_metrics').limit as { maximum: number }).maximum, 50);

    await refusedNaming(call(client, 'campaigns_by_status', { clientId: acme, status: 'nope' }), 'status');
    await refusedNaming(call(client, 'query_metrics', { clientId: acme, limit: 500, groupBy: 'campaign' }), 'limit');
    await refusedNaming(call(client, 'query_metrics', { clientId: acme, metrics: ['spend', 'profit'] }), 'metrics');
    await refusedNaming(call(client, 'campaign_metrics', { clientId: acme, advertiserId: -3 }), 'advertiserId');
    await refusedNaming(call(client, 'channel_results', { clientId: acme, startDate: '2026-02-30' }), 'startDate');
    await refusedNaming(call(client, 'audience_growth', { clientId: acme, days: 9000 }), 'days');
    // A misspelt argument would otherwise be ignored in silence.
    await refusedNaming(call(client, 'campaigns_by_status', { clientId: acme, statuss: 'live' }), 'statuss');
    // The client itself: missing, or not a whole number.
    await refusedNaming(call(client, 'campaign_metrics', {}), 'clientId');
    await refusedNaming(call(client, 'campaign_metrics', { clientId: 'acme' }), 'clientId');
    await refusedNaming(call(client, 'list_clients', { search: 42 }), 'search');

    // Within the schema, the same tools answer.
    const live = await call(client, 'campaigns_by_status', { clientId: acme, status: 'live' });
    assert.ok(!live.isError, textOf(live));
    assert.equal(live.structuredContent?.figures.status, 'live');
    const top = await call(client, 'query_metrics', { clientId: acme, limit: 50, groupBy: 'campaign' });
    assert.ok(!top.isError, textOf(top));
    await client.close();
  });

  test('an advertiser or campaign of another client, named under one’s own client, is refused as the hub refuses it', async () => {
    const [theirCampaign] = await idsOf('SELECT id FROM campaigns WHERE client_id = $1 ORDER BY id LIMIT 1', [globex]);
    const [theirAdvertiser] = await idsOf('SELECT id FROM advertisers WHERE client_id = $1 ORDER BY id LIMIT 1', [
      globex,
    ]);
    // The hub: 404 for both, under Acme's path.
    await hub('admin@acme.test', `/clients/${acme}/campaigns/${theirCampaign}`, 404);
    await hub('admin@acme.test', `/clients/${acme}/advertisers/${theirAdvertiser}`, 404);

    const client = await connect('admin@acme.test');
    const asked: [string, Record<string, unknown>][] = [
      ['channel_results', { campaignId: theirCampaign }],
      ['channel_results', { advertiserId: theirAdvertiser }],
      ['campaign_metrics', { advertiserId: theirAdvertiser }],
      ['list_campaigns', { advertiserId: theirAdvertiser }],
      ['campaigns_by_status', { advertiserId: theirAdvertiser }],
      ['pacing', { campaignIds: [theirCampaign] }],
      ['query_metrics', { advertiserIds: [theirAdvertiser] }],
      ['audience_counts', { advertiserId: theirAdvertiser }],
      ['billing', { advertiserId: theirAdvertiser }],
      ['documents', { advertiserId: theirAdvertiser }],
      ['documents', { campaignId: theirCampaign }],
    ];
    for (const [name, args] of asked) {
      const result = await call(client, name, { clientId: acme, ...args });
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)}: ${textOf(result)}`);
      assert.equal(textOf(result), 'Not found in your data', name);
      assert.equal(result.structuredContent, undefined, name);
    }

    // One's own campaign under another of one's own advertisers: the hub's path would be 404 too.
    const [campaign] = await t.db.query<{ id: number; advertiser_id: number }>(
      'SELECT id, advertiser_id FROM campaigns WHERE client_id = $1 ORDER BY id LIMIT 1',
      [acme],
    );
    const [otherAdvertiser] = await idsOf(
      'SELECT id FROM advertisers WHERE client_id = $1 AND id <> $2 ORDER BY id LIMIT 1',
      [acme, campaign!.advertiser_id],
    );
    const mismatched = await call(client, 'channel_results', {
      clientId: acme,
      campaignId: campaign!.id,
      advertiserId: otherAdvertiser,
    });
    assert.equal(textOf(mismatched), 'Not found in your data');
    const matched = await call(client, 'channel_results', {
      clientId: acme,
      campaignId: campaign!.id,
      advertiserId: campaign!.advertiser_id,
    });
    assert.ok(!matched.isError, textOf(matched));
    await client.close();
  });

  test('channel_results gives every rate in the catalogue’s unit, as query_metrics does under the same names', async () => {
    const catalogue = await hub<{ metrics: { key: string; unit: string }[] }>('admin@acme.test', '/catalogue');
    const unitOf = new Map(catalogue.metrics.map((m) => [m.key, m.unit]));
    const client = await connect('admin@acme.test');
    const channels = await call(client, 'channel_results', { clientId: acme });
    const rows = channels.structuredContent?.data as Record<string, number | string | null>[];
    assert.ok(rows.length > 1);
    for (const row of rows) {
      const rates = Object.keys(row).filter((k) => unitOf.get(k) === 'ratio') as MetricKey[];
      assert.deepEqual(rates.sort(), ['completionRate', 'ctr', 'viewability']);
      const same = await call(client, 'query_metrics', {
        clientId: acme,
        metrics: rates,
        channels: [row.channel],
      });
      for (const rate of rates) {
        assert.equal(METRICS[rate].unit, 'ratio');
        assert.equal(row[rate], same.structuredContent?.figures[rate], `${String(row.channel)} ${rate}`);
      }
    }
    await client.close();
  });
});
