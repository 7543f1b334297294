import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { databaseTestFiles, reachesTheDatabase } from './postgres-pass';

test('the PostgreSQL pass runs the files that reach a database, and leaves out those that never do', () => {
  const files = databaseTestFiles();
  // Through testApiOfFile, through the identity test server's emptyTestDatabase, and one that names the variable.
  assert.ok(files.includes('server/src/domains/imports/imports.test.ts'));
  assert.ok(files.includes('server/stand-ins/identity/amplify.test.ts'));
  assert.ok(files.includes('server/src/apis/platform/several-instances.test.ts'));
  // A parser's test and the release registry's read no database.
  assert.ok(!files.includes('server/src/domains/analytics/assistant/parse/spelling.test.ts'));
  assert.ok(!files.includes('ops/src/registry.test.ts'));
});

test('an import over several lines, a re-export and a dynamic import are followed; a type-only import is not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-pass-'));
  const opener = join(dir, 'opener.ts');
  writeFileSync(opener, 'export const url = process.env.BEACON_TEST_DATABASE_URL;\n');
  const write = (name: string, source: string) => (writeFileSync(join(dir, name), source), join(dir, name));
  assert.equal(reachesTheDatabase(write('a.test.ts', "import {\n  url,\n} from './opener';\n")), true);
  assert.equal(reachesTheDatabase(write('b.ts', "export { url } from './opener';\n")), true);
  assert.equal(reachesTheDatabase(write('c.test.ts', "import { x } from './b';\nvoid x;\n")), true);
  assert.equal(reachesTheDatabase(write('d.test.ts', "const m = await import('./opener');\n")), true);
  assert.equal(reachesTheDatabase(write('e.test.ts', "import type { url } from './opener';\n")), false);
  assert.equal(reachesTheDatabase(write('f.test.ts', "import { readFileSync } from 'node:fs';\n")), false);
});
