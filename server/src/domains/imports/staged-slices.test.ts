import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Database } from '../../kernel/db/database';
import { acmeFileImport } from '../../../tooling/testing/file-import';
import { testDatabase } from '../../../tooling/testing/test-api';
import { stageDelivery, type PlacedDeliveryRow } from './apply-delivery';
import { stagedSlices } from './staged-slices';

/**
 * A large file is written in slices, planned from what it staged a few line items at a time: whatever the slice's
 * size, every staged line item day is in exactly one slice, whole, in line item and day order.
 */
let db: Database;
let drop: () => Promise<void>;
let importId: number;
/** Line item id → its staged days (yyyy-MM-dd) and rows on each (two regions a day). */
const staged = new Map<number, string[]>();

before(async () => {
  ({ db, drop } = await testDatabase());
  importId = await acmeFileImport(db);
  // More line items than one count of their days takes, each with its own number of days.
  const lineItems = await db.query<{ id: number; campaignId: number; advertiserId: number }>(
    `SELECT li.id, li.campaign_id AS "campaignId", c.advertiser_id AS "advertiserId"
     FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE c.client_id = 1 ORDER BY li.id LIMIT 21`,
  );
  assert.equal(lineItems.length, 21);
  const rows: PlacedDeliveryRow[] = [];
  lineItems.forEach(({ id, campaignId, advertiserId }, i) => {
    const days = Array.from({ length: 3 + (i % 5) }, (_, d) => `2030-01-${String(d + 1).padStart(2, '0')}`);
    staged.set(id, days);
    for (const day of days)
      for (const region of ['North', 'South'])
        rows.push({ row: rows.length + 2, lineItemId: id, campaignId, advertiserId, day, region, ...FIGURES });
  });
  await stageDelivery(db, importId, rows);
});
after(async () => {
  await db.close();
  await drop();
});

const FIGURES = { impressions: 100, clicks: 1, conversions: 0, spend: 1 };

/** The line item days a slice holds, as `lineItemId day`. */
const daysOf = (slice: Awaited<ReturnType<typeof stagedSlices>>[number]) =>
  slice.lineItems.flatMap((id, i) =>
    staged
      .get(id)!
      .filter((day) => day >= slice.from[i]! && day <= slice.to[i]!)
      .map((day) => `${id} ${day}`),
  );

test('every staged line item day is in one slice, whole, whatever the slice size', async () => {
  const expected = [...staged].sort(([a], [b]) => a - b).flatMap(([id, days]) => days.map((day) => `${id} ${day}`));
  for (const size of [1, 7, 40, 1_000_000]) {
    const slices = await stagedSlices(db, importId, size);
    assert.deepEqual(slices.flatMap(daysOf), expected, `slices of ${size} rows`);
    // A slice takes whole days (two rows each) up to its size, or one day when a day alone is larger.
    for (const slice of slices) assert.ok(2 * daysOf(slice).length <= Math.max(size, 2), `slices of ${size} rows`);
  }
  assert.equal((await stagedSlices(db, importId, 1_000_000)).length, 1);
});
