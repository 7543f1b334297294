import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../kernel/db/database';
import { LOCKS, lockInTransaction } from '../../kernel/db/locks';
import { makeApiKey, sendBatch } from '../../../tooling/testing/api-keys';
import { call } from '../../../tooling/testing/call';
import { rollupsHoldTheFacts } from '../../../tooling/testing/rollups';
import { clientIdOf, createTestApi, type TestApi } from '../../../tooling/testing/test-api';

/**
 * Batches of one client's delivery sent at once (a loader with several batches in flight): on PostgreSQL they are
 * written side by side (ingest/delivery.ts), and whatever they share comes out as if they had been sent one after
 * the other. PGlite runs one transaction at a time.
 */
const skip = !process.env.BEACON_TEST_DATABASE_URL && 'PGlite runs one transaction at a time';

let t: TestApi;
let acme: number;
let key: Awaited<ReturnType<typeof makeApiKey>>;
/** Three line items of one of Acme's campaigns, by their platform ids. */
let lineItems: { id: number; platform: string; platformLineItemId: string }[];

/** The day `n` days after `first` (yyyy-MM-dd). */
const dayAfter = (first: string, n: number) =>
  new Date(Date.parse(`${first}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A row of delivery for the `item`th line item on a day, of its whole day or one region. */
function row(item: number, day: string, impressions: number, region?: string) {
  const { platform, platformLineItemId } = lineItems[item]!;
  return {
    date: day,
    platform,
    platformLineItemId,
    ...(region && { region }),
    impressions,
    clicks: 3,
    conversions: 1,
    spend: impressions / 100,
  };
}

/** Resolves 'waiting' once `n` batches wait for Acme's ingestion lock, unless `done` settles first. */
async function waitingForTheLock(n: number, done: Promise<unknown>): Promise<'waiting'> {
  let settled = false;
  void done.finally(() => (settled = true)).catch(() => undefined);
  for (;;) {
    const rows = await t.db.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = $2
         AND objsubid = 2 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [LOCKS.ingest, acme],
    );
    if (rows.length >= n) return 'waiting';
    // The race is decided by the other side: this one then never settles.
    if (settled) return new Promise<'waiting'>(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * A transaction that takes something (`take`) and holds it until `release`; returns once it holds it. `ended`
 * releases it and waits for the transaction to end.
 */
async function holding(take: (tx: Database) => Promise<unknown>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const taken = new Promise<void>((resolve) => (held = resolve));
  const transaction = t.db.transaction(async (tx) => {
    await take(tx);
    held();
    await released;
  });
  await Promise.race([taken, transaction]);
  return {
    release,
    ended: async () => {
      release();
      await transaction;
    },
  };
}

/** Another delivery batch of Acme's in flight, as it holds the client's lock: shared. */
const deliveryInFlight = () => holding((tx) => lockInTransaction(tx, LOCKS.ingest, acme, 'shared'));

/** Returns once `n` statements of this database wait for rows another transaction holds; fails if `sent` settles. */
async function rowsWaited(n: number, sent: Promise<unknown>) {
  let settled = false;
  void sent.finally(() => (settled = true)).catch(() => undefined);
  for (;;) {
    const rows = await t.db.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
         AND wait_event IN ('transactionid', 'tuple')`,
    );
    if (rows.length >= n) return;
    assert.equal(settled, false, 'the batch answered without waiting for the rows it was to wait for');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sendAtOnce = (...batches: unknown[][]) =>
  Promise.all(batches.map((records) => sendBatch(t.app, key.headers, 'delivery', records)));

/** What delivery holds for the three line items between two days: [line item, day, region, impressions], in order. */
const held = async (first: string, last: string) =>
  (
    await t.db.query<{ item: number; day: string; region: string; impressions: number }>(
      `SELECT line_item_id AS item, to_char(day, 'YYYY-MM-DD') AS day, region, impressions FROM daily_delivery
       WHERE line_item_id = ANY($1::int[]) AND day BETWEEN $2 AND $3 ORDER BY line_item_id, day, region`,
      [lineItems.map((li) => li.id), first, last],
    )
  ).map((d) => [lineItems.findIndex((li) => li.id === d.item), d.day, d.region, d.impressions]);
const heldOn = (day: string) => held(day, day);

describe('batches of delivery sent at once', { skip }, () => {
  before(async () => {
    t = await createTestApi();
    acme = await clientIdOf(t.db, 'Acme Outdoor');
    key = await makeApiKey(t.db, acme, 'Acme delivery loader');
    lineItems = await t.db.query(
      `SELECT li.id, li.platform, li.platform_line_item_id AS "platformLineItemId" FROM line_items li
       WHERE li.platform_line_item_id IS NOT NULL AND li.campaign_id = (
         SELECT c.id FROM campaigns c JOIN line_items l ON l.campaign_id = c.id
         WHERE c.client_id = $1 AND l.platform_line_item_id IS NOT NULL
         GROUP BY c.id HAVING count(*) >= 3 ORDER BY c.id LIMIT 1)
       ORDER BY li.id LIMIT 3`,
      [acme],
    );
    assert.equal(lineItems.length, 3, 'a campaign of Acme has three line items with platform ids');
  });
  after(async () => t.close());

  test('a delivery batch is written while another is in flight; a batch of other records waits for it', async () => {
    const inFlight = await deliveryInFlight();
    try {
      const delivery = sendAtOnce([row(0, '2032-03-01', 10, 'West'), row(1, '2032-03-01', 20, 'West')]);
      const first = await Promise.race([delivery.then(([answer]) => answer!), waitingForTheLock(1, delivery)]);
      assert.notEqual(first, 'waiting', 'a delivery batch does not wait for another');
      assert.equal(first !== 'waiting' && first.status, 200, JSON.stringify(first));
      const others = Promise.all([
        sendBatch(t.app, key.headers, 'advertiser-groups', [{ externalId: 'sbs-group', name: 'Side' }]),
        sendBatch(t.app, key.headers, 'delivery', [row(0, '2032-03-02', 10), row(1, '2032-03-02', 20, 'West')]),
      ]);
      const seen = await Promise.race([others.then(() => 'answered' as const), waitingForTheLock(2, others)]);
      assert.equal(seen, 'waiting', 'a batch of other records, and one of whole days and regions, wait for it');
      inFlight.release();
      for (const answer of await others) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    } finally {
      await inFlight.ended();
    }
  });

  test("an import's Undo waits for a delivery batch in flight, which waits for it", async () => {
    const sent = await sendAtOnce([row(1, '2036-01-01', 40)]);
    const importId = sent[0]!.body.data.imports[0].importId as number;
    const inFlight = await deliveryInFlight();
    try {
      const undo = call(t, 'admin@acme.test', 'DELETE', `/api/clients/${acme}/imports/${importId}`);
      assert.equal(await Promise.race([undo.then(() => 'answered'), waitingForTheLock(1, undo)]), 'waiting');
      inFlight.release();
      assert.equal((await undo).status, 200);
      assert.deepEqual(await heldOn('2036-01-01'), []);
    } finally {
      await inFlight.ended();
    }
  });

  test('batches of different rows are all written, and every rollup holds the facts', async () => {
    // Four batches of the same 80 days, each of one line item and region: all add to the campaign's days, and the
    // first and last to the same line item's days, each group taken by one batch after the other.
    const first = '2033-01-01';
    const batches = (
      [
        [0, 'West'],
        [1, 'West'],
        [2, 'West'],
        [0, 'East'],
      ] as const
    ).map(([item, region]) =>
      Array.from({ length: 80 }, (_, day) => row(item, dayAfter(first, day), 100 + day, region)),
    );
    const answers = await sendAtOnce(...batches);
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(
      answers.map((a) => a.body.data.created),
      [80, 80, 80, 80],
    );
    assert.equal((await held(first, dayAfter(first, 79))).length, 320);
    await rollupsHoldTheFacts(t.db, [first, dayAfter(first, 79)]);
  });

  test('batches of the same rows are written one after the other: the later replaces the earlier whole', async () => {
    const first = '2033-06-01';
    const batchOf = (impressions: number) =>
      Array.from({ length: 60 }, (_, n) => row(n % 3, dayAfter(first, Math.floor(n / 3)), impressions));
    const answers = await sendAtOnce(batchOf(100), batchOf(200));
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    // One found the rows new, the other replaced every one of them.
    assert.deepEqual(answers.map((a) => [a.body.data.created, a.body.data.updated]).sort(), [
      [0, 60],
      [60, 0],
    ]);
    const figures = new Set((await held(first, dayAfter(first, 19))).map((d) => d[3]));
    const later = answers.findIndex((a) => a.body.data.updated === 60);
    assert.deepEqual([...figures], [later === 0 ? 100 : 200]);
    await rollupsHoldTheFacts(t.db, [first, dayAfter(first, 19)]);
  });

  test('a whole day that replaces a region another batch replaces meanwhile comes after it, counts and Undo too', async () => {
    const day = '2035-01-01';
    const region = await sendAtOnce([row(2, day, 100, 'West')]);
    assert.equal(region[0]!.body.data.created, 1, JSON.stringify(region[0]!.body));
    // The region's batch is held once it has replaced West and written its own (on the line item day's group, which
    // this transaction holds); the whole day's batch then waits for the row the region's batch replaced.
    const group = await holding((tx) =>
      tx.query('SELECT 1 FROM delivery_line_item_days WHERE line_item_id = $1 AND day = $2 FOR UPDATE', [
        lineItems[2]!.id,
        day,
      ]),
    );
    try {
      const regions = sendAtOnce([row(2, day, 200, 'West')]);
      await rowsWaited(1, regions);
      const wholeDays = sendAtOnce([row(2, day, 500)]);
      await rowsWaited(2, wholeDays);
      group.release();
      const [[regionAnswer], [wholeAnswer]] = await Promise.all([regions, wholeDays]);
      // The whole day came second: it replaced the region's new row, and Undo gives that row back.
      assert.deepEqual([regionAnswer!.body.data.updated, wholeAnswer!.body.data.updated], [1, 1]);
      assert.deepEqual(await heldOn(day), [[2, day, 'Unspecified', 500]]);
      await rollupsHoldTheFacts(t.db, [day, day]);
      const undo = await call(
        t,
        'admin@acme.test',
        'DELETE',
        `/api/clients/${acme}/imports/${wholeAnswer!.body.data.imports[0].importId}`,
      );
      assert.equal(undo.status, 200, JSON.stringify(undo.body));
      assert.deepEqual(await heldOn(day), [[2, day, 'West', 200]]);
    } finally {
      await group.ended();
    }
  });

  test('batches each of both whole days and regions come out as if sent one after the other', async () => {
    // Each holds the whole day where the other holds a region: written together, each would miss the other's rows.
    const first = '2034-01-01';
    const days = 40;
    const whole = (parity: number) =>
      Array.from({ length: days }, (_, day) =>
        day % 2 === parity ? row(0, dayAfter(first, day), 500) : row(0, dayAfter(first, day), 70, 'West'),
      );
    const answers = await sendAtOnce(whole(0), whole(1));
    for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const rows = await held(first, dayAfter(first, days - 1));
    // The later batch's whole days replaced the earlier's regions; its regions sit beside the earlier's whole days.
    assert.equal(rows.length, days + days / 2, JSON.stringify(rows));
    await rollupsHoldTheFacts(t.db, [first, dayAfter(first, days - 1)]);
  });
});
