import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLIENT_TABLES } from './scoped';

/** The server's own code: the product (src) and the stand-ins it runs beside; its tooling is outside the rule. */
const server = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const roots = ['src', 'stand-ins'].map((dir) => join(server, dir));

/**
 * The only files that send hand-written SQL through Database.query/exec, each for a reason. Every other query is
 * built with Kysely through scoped(), tables() or acrossClients() (see docs/architecture.md, Data access). The tooling (seeding,
 * benches, test helpers) is outside the rule.
 */
const RAW_SQL_ALLOWED: Record<string, string> = {
  'src/kernel/db/pglite-session.ts':
    'the Database on PGlite itself: a prepared read asked again once its plan is outdated',
  'src/kernel/db/sql.ts': "Kysely's driver: every built query runs through Database.query",
  'src/kernel/db/migrate.ts': 'the migration runner: migrations are SQL files',
  'src/kernel/db/database.ts': 'a CHECKPOINT before a PGlite dump, which Kysely has no builder for',
};

/** Calls on a Database (db, tx, this.db, ...): `.query(`, `.query<`, `.exec(`; a RegExp's exec is not one. */
const RAW_CALL = /\b(db|tx|database|admin)\s*\.(query|exec)\s*[<(]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const name = (file: string) => relative(server, file).replaceAll('\\', '/');

test('hand-written SQL is sent only where listed: every other query is built with Kysely', () => {
  const found = roots
    .flatMap(sources)
    .filter((file) => RAW_CALL.test(readFileSync(file, 'utf8')))
    .map(name)
    .sort();
  assert.deepEqual(found, Object.keys(RAW_SQL_ALLOWED).sort());
});

test('client tables are reached through scoped(): no hand-written SQL on them outside the listed files', () => {
  const rawSql = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+(${CLIENT_TABLES.join('|')})\\b`);
  const found = roots
    .flatMap(sources)
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return RAW_CALL.test(text) && rawSql.test(text);
    })
    .map(name);
  assert.deepEqual(
    found.filter((file) => !(file in RAW_SQL_ALLOWED)),
    [],
  );
});
