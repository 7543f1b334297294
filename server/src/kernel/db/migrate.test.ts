import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { openDatabase } from './database';
import { migrate, migrationsDir } from './migrate';

test('migrations apply once, in name order, and a failing one rolls back alone', async () => {
  const db = await openDatabase({});
  try {
    const first = await migrate(db);
    assert.ok(first.length >= 5);
    assert.deepEqual(first, [...first].sort());
    assert.deepEqual(await migrate(db), []);
    const dir = mkdtempSync(join(tmpdir(), 'beacon-migrations-'));
    writeFileSync(join(dir, '9000_ok.sql'), 'CREATE TABLE extra_ok (id int);');
    writeFileSync(join(dir, '9001_broken.sql'), 'CREATE TABLE extra_broken (id int); SELECT nonsense FROM nowhere;');
    await assert.rejects(migrate(db, dir));
    const tables = await db.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE tablename LIKE 'extra_%'");
    assert.deepEqual(
      tables.map((r) => r.t),
      ['extra_ok'],
    );
    const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    assert.ok(applied.some((r) => r.name === '9000_ok.sql') && !applied.some((r) => r.name === '9001_broken.sql'));
    assert.ok(migrationsDir.endsWith('migrations'));
  } finally {
    await db.close();
  }
});
