import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CLIENT_TABLES } from './scoped';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files that still read client tables with hand-written SQL, each for a reason: none of them serves one client's
 * data to a route through the request's scope. New code goes through scoped() (see README, Data access).
 */
const RAW_SQL_ALLOWED: Record<string, string> = {
  'admin-checks/queries.ts': 'agency-wide checks (internal users only)',
  'demo/real-values.ts': 'every real name, to scrub them all in demo mode',
  'report-delivery/scheduler.ts': "runs every client's due schedules",
  'report-delivery/deliver.ts': 'delivers one due schedule',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['seed', 'bench', 'testing'].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('hand-written SQL reads client tables only where listed: client data goes through scoped()', () => {
  const tables = CLIENT_TABLES.join('|');
  const rawSql = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE)\\s+(${tables})\\b`);
  const found = sources(src)
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      // Raw SQL runs through Database.query/exec; SQL fragments inside scoped() queries are bound to their scope.
      return /\.(query|exec)\s*[<(]/.test(text) && rawSql.test(text);
    })
    .map((file) => relative(src, file).replaceAll('\\', '/'))
    .sort();
  assert.deepEqual(found, Object.keys(RAW_SQL_ALLOWED).sort());
});
