import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { Database } from '../../kernel/db/database';
import { acmeFileImport } from '../../../tooling/testing/file-import';
import { testDatabase } from '../../../tooling/testing/test-api';
import { storeImportFile } from './import-file';
import { runImport } from './run-import';

/**
 * The server stops in the middle of an import (a deploy, a crash) and starts again: the file ends up written once
 * and whole, or not at all. Never half a file, never a day twice.
 */
let db: Database;
let drop: () => Promise<void>;
let lineItems: { id: number; platform: string; platformLineItemId: string }[];
/** Slices of 1,000 rows on PostgreSQL too (where a file is otherwise one transaction), so that there is a middle. */
const SLICES = { sliceRows: 1000 };
const REGIONS = ['North', 'South', 'West'];
const FIRST_DAY = Date.UTC(2027, 0, 1);

before(async () => {
  ({ db, drop } = await testDatabase());
  lineItems = await db.query(
    `SELECT li.id, li.platform, li.platform_line_item_id AS "platformLineItemId" FROM line_items li
     JOIN campaigns c ON c.id = li.campaign_id
     WHERE c.client_id = 1 AND li.platform_line_item_id IS NOT NULL ORDER BY li.id LIMIT 2`,
  );
  assert.equal(lineItems.length, 2);
});
after(async () => {
  await db.close();
  await drop();
});

/** Beacon's CSV: `days` days from 2027-01-01 of both line items in three regions, 1,000 impressions each. */
function deliveryFile(days: number): string {
  const lines = ['date,platform,platformLineItemId,region,impressions,clicks,conversions,spend'];
  for (const item of lineItems)
    for (let d = 0; d < days; d += 1)
      for (const region of REGIONS) {
        const day = new Date(FIRST_DAY + d * 86_400_000).toISOString().slice(0, 10);
        lines.push(`${day},${item.platform},${item.platformLineItemId},${region},1000,10,1,5.00`);
      }
  return lines.join('\n');
}

async function queuedImport(csv: string): Promise<number> {
  const id = await acmeFileImport(db);
  await storeImportFile(db, id, Readable.from([Buffer.from(csv)]));
  return id;
}

/**
 * The database as a process sees it that stops at its `n`th call of `what`: that call never answers (nor anything
 * after it), as when the process is killed. `stopped` resolves when it happens.
 */
function stoppingAt(what: 'staging' | 'transaction', n: number) {
  let calls = 0;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let dead = false;
  const hang = () => {
    dead = true;
    stop();
    return new Promise<never>(() => undefined);
  };
  const dying: Database = {
    kind: db.kind,
    query: (text, params) =>
      dead || (what === 'staging' && text.includes('INSERT INTO import_staged_rows') && ++calls === n)
        ? hang()
        : db.query(text, params),
    exec: (text) => (dead ? hang() : db.exec(text)),
    transaction: (work) => (dead || (what === 'transaction' && ++calls === n) ? hang() : db.transaction(work)),
    close: async () => undefined,
  };
  return { dying, stopped };
}

async function stateOf(id: number) {
  const [record] = await db.query<{ status: string; applying: boolean; message: string | null }>(
    'SELECT status, applying, message FROM imports WHERE id = $1',
    [id],
  );
  const [delivery] = await db.query<{ rows: number; pairs: number; impressions: number }>(
    `SELECT count(*)::int AS rows, count(DISTINCT (line_item_id, day, region))::int AS pairs,
            coalesce(sum(impressions), 0)::int AS impressions
     FROM daily_delivery WHERE line_item_id = ANY($1::int[]) AND day >= '2027-01-01'`,
    [lineItems.map((li) => li.id)],
  );
  const [staged] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM import_staged_rows WHERE import_id = $1',
    [id],
  );
  return { ...record!, ...delivery!, staged: staged!.n };
}

describe('a restart in the middle of an import', () => {
  test('stopped while its rows are being written, it writes the rest once started again', async () => {
    const id = await queuedImport(deliveryFile(500)); // 3,000 rows: three slices
    const { dying, stopped } = stoppingAt('transaction', 2);
    void runImport(dying, id, SLICES);
    await stopped;
    const halfway = await stateOf(id);
    assert.equal(halfway.status, 'running');
    assert.equal(halfway.applying, true);
    assert.ok(halfway.rows > 0 && halfway.rows < 3000, `${halfway.rows} rows written before the stop`);

    await runImport(db, id, SLICES);
    const done = await stateOf(id);
    assert.equal(done.status, 'done');
    assert.equal(done.applying, false);
    assert.equal(done.rows, 3000);
    assert.equal(done.pairs, 3000);
    assert.equal(done.impressions, 3_000_000);
    assert.equal(done.staged, 0);
  });

  test('stopped while the file is being read, it reads it again from the start and writes it once', async () => {
    const id = await queuedImport(deliveryFile(1000)); // 6,000 rows: staged 1,000 (PGlite) or 5,000 at a time
    const { dying, stopped } = stoppingAt('staging', 2);
    void runImport(dying, id, SLICES);
    await stopped;
    const halfway = await stateOf(id);
    assert.equal(halfway.applying, false);
    assert.ok(halfway.staged > 0 && halfway.staged < 6000, `${halfway.staged} rows staged before the stop`);

    await runImport(db, id, SLICES);
    const done = await stateOf(id);
    assert.equal(done.status, 'done');
    assert.equal(done.rows, 6000);
    assert.equal(done.pairs, 6000);
    assert.equal(done.impressions, 6_000_000);
    assert.equal(done.staged, 0);
  });

  test('an error while its rows are being written takes back what was written, and what it replaced returns', async () => {
    const before = await stateOf(0);
    const id = await queuedImport(deliveryFile(700).replaceAll(',1000,10,', ',2000,10,'));
    let transactions = 0;
    const failing: Database = {
      kind: db.kind,
      query: (text, params) => db.query(text, params),
      exec: (text) => db.exec(text),
      close: async () => undefined,
      transaction: (work) =>
        ++transactions === 3 ? Promise.reject(new Error('the disk is full')) : db.transaction(work),
    };
    await assert.rejects(runImport(failing, id, SLICES), /the disk is full/);
    const after = await stateOf(id);
    assert.equal(after.status, 'failed');
    assert.match(after.message ?? '', /Nothing was changed/);
    assert.equal(after.staged, 0);
    // The 6,000 rows of the import before are as they were: the first 500 days' replaced rows came back.
    assert.deepEqual(
      { rows: after.rows, pairs: after.pairs, impressions: after.impressions },
      { rows: before.rows, pairs: before.pairs, impressions: before.impressions },
    );
  });
});

describe('a file with repeated lines', () => {
  test('each repeat is refused with the line that first held its line item, day and region', async () => {
    const [a, b] = lineItems;
    const line = (item: typeof a, day: string, region: string) =>
      `${day},${item!.platform},${item!.platformLineItemId},${region},999,9,0,1.00`;
    // Lines 2–10 hold line item a, lines 11–19 line item b; line 20 repeats line 11, line 21 repeats line 6.
    const csv = [deliveryFile(3), line(b, '2027-01-01', 'North'), line(a, '2027-01-02', 'South')].join('\n');
    const before = await stateOf(0);
    const id = await queuedImport(csv);
    // One line item's rows per check, so that the two repeats are found by two checks.
    await runImport(db, id, { ...SLICES, repeatCheckRows: 1 });
    const [refused] = await db.query<{ status: string; rowsRejected: number; errors: unknown }>(
      'SELECT status, rows_rejected AS "rowsRejected", errors FROM imports WHERE id = $1',
      [id],
    );
    assert.equal(refused!.status, 'failed');
    assert.equal(refused!.rowsRejected, 2);
    assert.deepEqual(refused!.errors, [
      { row: 20, column: '', message: 'Line 11 already holds this line item, day and region' },
      { row: 21, column: '', message: 'Line 6 already holds this line item, day and region' },
    ]);
    const after = await stateOf(id);
    assert.deepEqual([after.rows, after.impressions, after.staged], [before.rows, before.impressions, 0]);
  });
});
