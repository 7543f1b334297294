import assert from 'node:assert/strict';
import { test } from 'node:test';
import { committed } from '../generated-files';
import { emptyTestDatabase } from '../testing/fresh-database';
import { DB_TYPES_FILE, databaseTypes } from './generate';

// The queries are typed by the committed tables: a migration that was not followed by `pnpm db:types` fails here.
// On BEACON_TEST_DATABASE_URL (CI's second pass) the same migrations on PostgreSQL must give the same types.
test('the committed table types are what the migrations make, column by column', async () => {
  const { db, close } = await emptyTestDatabase();
  try {
    assert.ok(
      committed(DB_TYPES_FILE) === (await databaseTypes(db)),
      'server/src/kernel/db/generated/tables.ts is stale: run pnpm db:types and commit it',
    );
  } finally {
    await close();
  }
});
