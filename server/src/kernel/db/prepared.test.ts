import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { emptyTestDatabase } from '../../../tooling/testing/fresh-database';
import type { Database } from './database';
import { statementNames } from './prepared';

// Reads are prepared once per connection and run again with new values (prepared.ts): on PGlite over its extended
// protocol, on PostgreSQL (BEACON_TEST_DATABASE_URL) as node-postgres's named queries. They must answer exactly what
// an unprepared statement answers.
let db: Database;
let close: () => Promise<void>;
before(async () => {
  ({ db, close } = await emptyTestDatabase());
  await db.exec(`
    CREATE TABLE deliveries (id int PRIMARY KEY, day date, spend numeric(12, 2), region text, tags text[], extra jsonb);
    INSERT INTO deliveries VALUES
      (1, '2026-11-01', 10.25, 'Midwest', '{a,b}', '{"x": 1}'),
      (2, '2026-11-02', 0.10, NULL, '{}', NULL),
      (3, '2026-11-03', 99.99, 'West', '{c}', '{"y": [1, 2]}');
  `);
});
after(async () => close());

const READ = `SELECT id, day, spend, spend::float8 AS amount, region, tags, extra, count(*) OVER ()::int AS total
  FROM deliveries WHERE id = ANY($1::int[]) AND ($2::text IS NULL OR region = $2) ORDER BY id`;

test('a read asked again with other values answers each time what the same statement answers unprepared', async () => {
  const unprepared = async (params: unknown[]) =>
    // A statement that is not a read (a leading comment) is never prepared: the reference answer.
    db.query(`/* unprepared */ ${READ}`, params);
  for (const params of [
    [[1, 2, 3], null],
    [[2], null],
    [[1, 3], 'West'],
    [[4], null],
    [[1, 2, 3], 'Midwest'],
  ]) {
    for (let time = 0; time < 7; time++) {
      // Past the fifth run PostgreSQL may switch to a generic plan: the answers must not change with it.
      assert.deepEqual(await db.query(READ, params), await unprepared(params), JSON.stringify(params));
    }
  }
  const [first] = await db.query<{ day: Date; spend: string; tags: string[]; extra: unknown; region: string }>(READ, [
    [1],
    null,
  ]);
  assert.ok(first!.day instanceof Date);
  assert.deepEqual(
    [first!.spend, first!.tags, first!.extra, first!.region],
    ['10.25', ['a', 'b'], { x: 1 }, 'Midwest'],
  );
});

test('a read that fails says why, and the next read on the same connection is answered', async () => {
  await assert.rejects(db.query('SELECT 1 / $1::int AS n', [0]), /division by zero/);
  assert.deepEqual(await db.query('SELECT 1 / $1::int AS n', [1]), [{ n: 1 }]);
  await assert.rejects(db.query('SELECT nothing FROM deliveries WHERE id = $1', [1]), /nothing/);
  assert.deepEqual(await db.query<{ id: number }>('SELECT id FROM deliveries WHERE id = $1', [2]), [{ id: 2 }]);
});

test('a read prepared before its table changed shape answers with the new columns', async () => {
  const all = 'SELECT * FROM deliveries WHERE id = $1';
  assert.equal(Object.keys((await db.query<object>(all, [1]))[0]!).length, 6);
  await db.exec('ALTER TABLE deliveries ADD COLUMN note text');
  const [row] = await db.query<{ note: string | null }>(all, [1]);
  assert.equal(Object.keys(row!).length, 7);
  assert.equal(row!.note, null);
  await db.exec('ALTER TABLE deliveries DROP COLUMN note');
});

test('only reads are named, the same text the same name, and no more than the most asked for', () => {
  const nameOf = statementNames(2);
  const a = nameOf('SELECT 1');
  assert.match(a!, /^beacon_[0-9a-f]{20}$/);
  assert.equal(nameOf('SELECT 1'), a);
  assert.equal(nameOf('INSERT INTO t VALUES (1)'), null);
  assert.ok(nameOf('  with x AS (SELECT 1) SELECT * FROM x'));
  assert.equal(nameOf('SELECT 3'), null, 'past the most, a read runs unprepared');
  assert.equal(nameOf('SELECT 1'), a, 'a named read stays named');
});
