import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openDatabase, type Database } from './database';
import { PgliteThread } from './pglite-thread';

// The server's database (a data directory) runs PGlite in a thread of its own. Whoever uses it must not be able to
// tell: the same answers, the same errors with their fields, transactions, notices; and a thread that dies fails
// what waits on it rather than leaving it hanging.
const dir = mkdtempSync(join(tmpdir(), 'beacon-pglite-thread-'));
let db: Database;
before(async () => {
  db = await openDatabase({ dataDir: join(dir, 'db') });
  await db.exec(`
    CREATE TABLE campaigns (id int PRIMARY KEY, name text NOT NULL UNIQUE, starts date, created timestamptz,
      budget numeric(12, 2), impressions int8, logo bytea, extra jsonb, tags text[]);
  `);
});
after(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the data directory database answers from its own thread', () => {
  assert.ok(db instanceof PgliteThread);
  assert.equal(db.kind, 'pglite');
});

test('values come back as PGlite gives them in the server thread: dates, numerics, bytes, big integers, JSON', async () => {
  const created = new Date('2026-11-02T10:20:30.456Z');
  await db.query(
    `INSERT INTO campaigns VALUES (1, 'Spring', '2026-11-01', $1, 1234.50, 9007199254740993, $2, $3, $4)`,
    [created, new Uint8Array([0, 1, 254, 255]), JSON.stringify({ goal: 'reach' }), ['a', 'b']],
  );
  const [row] = await db.query<Record<string, unknown>>('SELECT * FROM campaigns WHERE id = $1', [1]);
  assert.ok(row?.starts instanceof Date);
  assert.deepEqual(row.created, created);
  assert.equal(row.budget, '1234.50');
  assert.equal(row.impressions, 9007199254740993n);
  assert.ok(row.logo instanceof Uint8Array);
  assert.deepEqual([...row.logo], [0, 1, 254, 255]);
  assert.deepEqual(row.extra, { goal: 'reach' });
  assert.deepEqual(row.tags, ['a', 'b']);
});

test("a refused statement's error keeps the database's code, constraint and detail", async () => {
  await db.query(`INSERT INTO campaigns (id, name) VALUES (2, 'Summer')`);
  const refused = await db.query(`INSERT INTO campaigns (id, name) VALUES (3, 'Summer')`).catch((e: unknown) => e);
  assert.ok(refused instanceof Error);
  const fields = refused as Error & { code?: string; constraint?: string; detail?: string };
  assert.equal(fields.code, '23505');
  assert.equal(fields.constraint, 'campaigns_name_key');
  assert.match(fields.detail ?? '', /already exists/);
  assert.match(fields.message, /duplicate key/);
});

test('a transaction commits what its work wrote, and rolls it all back when the work throws', async () => {
  const names = await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO campaigns (id, name) VALUES (10, 'Autumn')`);
    // Nested: the same transaction.
    return tx.transaction(async (inner) => inner.query<{ name: string }>('SELECT name FROM campaigns WHERE id = 10'));
  });
  assert.deepEqual(names, [{ name: 'Autumn' }]);
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query(`INSERT INTO campaigns (id, name) VALUES (11, 'Winter')`);
      throw new Error('the user cancelled');
    }),
    /the user cancelled/,
  );
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.exec(`INSERT INTO campaigns (id, name) VALUES (12, 'Holiday')`);
      await tx.query(`INSERT INTO campaigns (id, name) VALUES (13, 'Autumn')`);
    }),
    (error: { code?: string }) => error.code === '23505',
  );
  const kept = await db.query<{ id: number }>('SELECT id FROM campaigns WHERE id >= 10 ORDER BY id');
  assert.deepEqual(kept, [{ id: 10 }]);
});

test('statements asked together all answer, each with its own rows', async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i])),
  );
  assert.deepEqual(
    answers.map((rows) => rows[0]!.n),
    Array.from({ length: 50 }, (_, i) => i),
  );
});

test('a notice sent with pg_notify reaches who listens on its channel', async () => {
  const heard: string[] = [];
  await db.listen!('campaign_changes', (payload) => heard.push(payload));
  await db.query(`SELECT pg_notify('campaign_changes', 'campaign 10')`);
  for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(heard, ['campaign 10']);
});

test("the job queue's adapter reaches PGlite's own query and exec through the thread", async () => {
  const pglite = (db as PgliteThread).pglite;
  assert.deepEqual((await pglite.query('SELECT $1::text AS name', ['Spring'])).rows, [{ name: 'Spring' }]);
  const results = await pglite.exec('SELECT 1 AS a; SELECT 2 AS b');
  assert.deepEqual(
    results.map((r) => r.rows),
    [[{ a: 1 }], [{ b: 2 }]],
  );
});

test('a thread that dies fails the statements waiting on it, and every later one, with the reason', async () => {
  const doomed = (await openDatabase({ dataDir: join(dir, 'doomed') })) as PgliteThread;
  const waiting = doomed.query('SELECT pg_sleep(5)');
  await new Promise((r) => setTimeout(r, 100));
  await doomed.thread.terminate();
  await assert.rejects(waiting, /The database is not available: PGlite's thread ended/);
  await assert.rejects(doomed.query('SELECT 1'), /The database is not available/);
  await doomed.close();
});

test('a closed database ends its thread', async () => {
  const closing = (await openDatabase({ dataDir: join(dir, 'closing') })) as PgliteThread;
  const ended = new Promise((resolve) => closing.thread.once('exit', resolve));
  await closing.close();
  await ended;
  await assert.rejects(closing.query('SELECT 1'), /the database was closed/);
});
