import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

type Option = { id: number; label: string; startDate: string | null; endDate: string | null; platforms: string[] };
const ADMIN = 'admin@acme.test';
const options = async (query = '') =>
  (await call(t, ADMIN, 'GET', `/api/clients/1/advertisers/1/campaigns${query}`)).body.data as Option[];

describe("the builder's campaign picker", () => {
  test("lists the advertiser's campaigns by platform: id, label (its name), start and end dates", async () => {
    const all = await options();
    const named = await t.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM campaigns WHERE advertiser_id = 1 AND status <> 'Closed Won' ORDER BY id`,
    );
    assert.deepEqual(
      all.map((o) => o.id).sort((a, b) => a - b),
      named.map((c) => c.id),
    );
    for (const o of all) {
      assert.equal(o.label, named.find((c) => c.id === o.id)!.name);
      assert.match(o.startDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
    }
    const meta = await options('?platforms=META');
    assert.ok(meta.length > 0 && meta.length < all.length, 'some run on Meta, not all');
    assert.ok(meta.every((o) => o.platforms.includes('META')));
    const either = await options('?platforms=META&platforms=ADOMNI');
    assert.ok(either.every((o) => o.platforms.includes('META') || o.platforms.includes('ADOMNI')));
    assert.ok(either.length >= meta.length);
    const bad = await call(t, ADMIN, 'GET', '/api/clients/1/advertisers/1/campaigns?platforms=TRADEDESK');
    assert.equal(bad.status, 400);
  });

  test('a builder query over picked campaigns sums only theirs', async () => {
    const delivered = new Set(
      (
        await t.db.query<{ id: number }>(
          'SELECT DISTINCT campaign_id AS id FROM daily_delivery WHERE advertiser_id = 1',
        )
      ).map((r) => r.id),
    );
    const [picked, other] = (await options()).filter((o) => delivered.has(o.id));
    const run = async (campaignIds?: number[]) =>
      (
        await call(t, ADMIN, 'POST', '/api/clients/1/advertisers/1/builder-reports/query', {
          columnNamesToQuery: ['campaign', 'impressions'],
          ...(campaignIds ? { campaignIds } : {}),
        })
      ).body.data.rows as { campaign: number; impressions: number }[];
    const [sum] = await t.db.query<{ impressions: number }>(
      'SELECT sum(impressions)::float8 AS impressions FROM daily_delivery WHERE campaign_id = $1',
      [picked!.id],
    );
    const one = await run([picked!.id]);
    assert.deepEqual(one, [{ campaign: picked!.id, impressions: sum!.impressions }]);
    const two = await run([picked!.id, other!.id]);
    assert.deepEqual(two.map((r) => r.campaign).sort(), [picked!.id, other!.id].sort());
    assert.ok((await run()).length >= two.length);
  });

  test("another advertiser's campaign picked in this advertiser's builder yields nothing", async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      'SELECT c.id FROM campaigns c JOIN daily_delivery d ON d.campaign_id = c.id WHERE c.advertiser_id = 2 LIMIT 1',
    );
    const run = await call(t, ADMIN, 'POST', '/api/clients/1/advertisers/1/builder-reports/query', {
      columnNamesToQuery: ['campaign', 'impressions'],
      campaignIds: [foreign!.id],
    });
    assert.equal(run.status, 200);
    assert.deepEqual(run.body.data.rows, []);
  });
});
