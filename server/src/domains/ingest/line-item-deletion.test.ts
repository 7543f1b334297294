import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { makeApiKey, sendBatch } from '../../../tooling/testing/api-keys';
import { clientIdOf, createTestApi, type TestApi } from '../../../tooling/testing/test-api';

/**
 * daily_delivery's rule that its line item exists (migration 0929: kept once per statement, not row by row): a
 * line item's deletion takes its delivery, delivery for one that is gone is refused, and on PostgreSQL a deletion
 * racing a write waits for it and takes what it wrote.
 */
let t: TestApi;
let acme: number;
let key: Awaited<ReturnType<typeof makeApiKey>>;

before(async () => {
  t = await createTestApi();
  acme = await clientIdOf(t.db, 'Acme Outdoor');
  key = await makeApiKey(t.db, acme, 'Acme delivery feed');
});
after(async () => t.close());

describe("delivery and its line item's deletion", () => {
  /** A seeded line item of Acme's with a platform id, with a day of delivery sent for it through the API; its id. */
  async function lineItemWithDelivery(skip: number) {
    const [item] = await t.db.query<{ id: number; platform: string; platformLineItemId: string }>(
      `SELECT li.id, li.platform, li.platform_line_item_id AS "platformLineItemId" FROM line_items li
       JOIN campaigns c ON c.id = li.campaign_id WHERE c.client_id = $1 AND li.platform_line_item_id IS NOT NULL
       ORDER BY li.id OFFSET $2 LIMIT 1`,
      [acme, skip],
    );
    const { id, ...platformId } = item!;
    const record = { date: '2031-02-03', ...platformId, region: 'West', impressions: 10, clicks: 1, conversions: 0 };
    const sent = await sendBatch(t.app, key.headers, 'delivery', [{ ...record, spend: 1 }]);
    assert.equal(sent.body.data.created, 1, JSON.stringify(sent.body));
    return id;
  }
  const deliveryOf = async (lineItemId: number) =>
    (await t.db.query('SELECT 1 FROM daily_delivery WHERE line_item_id = $1', [lineItemId])).length;

  test('a deleted line item takes its delivery with it, and delivery for a line item that is gone is refused', async () => {
    const id = await lineItemWithDelivery(0);
    assert.equal(await deliveryOf(id), 1);
    await t.db.query('DELETE FROM line_items WHERE id = $1', [id]);
    assert.equal(await deliveryOf(id), 0);
    await assert.rejects(
      t.db.query(
        `INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions,
           viewable_impressions, clicks, completions, conversions, site_activities, spend)
         SELECT $1, campaign_id, advertiser_id, day, 'East', 1, 0, 0, 0, 0, 0, 0 FROM daily_delivery LIMIT 1`,
        [id],
      ),
      (error: { code?: string }) => error.code === '23503',
    );
    assert.equal(await deliveryOf(id), 0);
  });

  test(
    'a line item deleted while delivery for it is being written waits for it, then takes it too',
    { skip: !process.env.BEACON_TEST_DATABASE_URL && 'PGlite runs one transaction at a time' },
    async () => {
      const id = await lineItemWithDelivery(1);
      let finish!: () => void;
      const finishing = new Promise<void>((resolve) => (finish = resolve));
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      const writer = t.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions,
             viewable_impressions, clicks, completions, conversions, site_activities, spend)
           SELECT line_item_id, campaign_id, advertiser_id, day, 'East', 1, 0, 0, 0, 0, 0, 0
           FROM daily_delivery WHERE line_item_id = $1`,
          [id],
        );
        wrote();
        await finishing;
      });
      await written;
      let deleted = false;
      const deletion = t.db.query('DELETE FROM line_items WHERE id = $1', [id]).then(() => (deleted = true));
      // The deletion waits on the lock the writer took on its line item (had it not, it would be done already).
      while (!deleted) {
        const waiting = await t.db.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'DELETE FROM line_items%'`,
        );
        if (waiting.length > 0) break;
      }
      finish();
      await writer;
      await deletion;
      assert.equal(await deliveryOf(id), 0);
    },
  );
});
