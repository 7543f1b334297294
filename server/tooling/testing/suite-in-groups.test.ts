import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { groupsOf, runInGroups, suiteFiles } from './suite-in-groups';

test('files are spread over groups of about twelve, each once, their sizes evenly', () => {
  const files = Array.from({ length: 30 }, (_, i) => `f${String(i).padStart(2, '0')}.test.ts`);
  const sizeOf = (file: string) => 100 + Number(file.slice(1, 3)) * 10;
  const groups = groupsOf(files, sizeOf);
  assert.equal(groups.length, 3);
  assert.deepEqual(groups.flat().sort(), files);
  const sizes = groups.map((group) => group.reduce((sum, file) => sum + sizeOf(file), 0));
  assert.ok(Math.max(...sizes) - Math.min(...sizes) <= sizeOf('f29.test.ts'), `uneven: ${sizes.join(', ')}`);
});

test("the server suite lists the server's, the stand-ins', the tooling's, ops' and the toolchain's test files", () => {
  const files = suiteFiles(join(import.meta.dirname, '../../..'));
  for (const file of [
    'server/src/kernel/db/migrate.test.ts',
    'server/stand-ins/identity/amplify.test.ts',
    'server/tooling/testing/suite-in-groups.test.ts',
    'ops/src/registry.test.ts',
    'toolchain/shared-entry-versions.test.mjs',
  ])
    assert.ok(files.includes(file), `${file} is not in the suite`);
  assert.ok(!files.some((file) => file.includes('node_modules')));
});

/** Test files of a test's own, run together in one group as the suite runs them. */
function runTogether(sources: Record<string, string>): number {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-groups-'));
  for (const [name, source] of Object.entries(sources)) writeFileSync(join(dir, name), source);
  return runInGroups(Object.keys(sources), dir, [], true);
}

test("a file's top-level hooks run for its own tests only, though the files share a process", () => {
  const status = runTogether({
    'a.test.mjs': `import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
globalThis.hooked = [];
beforeEach(() => globalThis.hooked.push('a'));
test('a test of a', () => assert.deepEqual(globalThis.hooked, ['a']));`,
    'b.test.mjs': `import assert from 'node:assert/strict';
import { test } from 'node:test';
test('a test of b', () => assert.deepEqual(globalThis.hooked, ['a']));`,
  });
  assert.equal(status, 0);
});

test('a failing test of any file fails the run', () => {
  const status = runTogether({
    'a.test.mjs': `import { test } from 'node:test';\ntest('passes', () => {});`,
    'b.test.mjs': `import assert from 'node:assert/strict';\nimport { test } from 'node:test';\ntest('fails', () => assert.equal(1, 2));`,
  });
  assert.equal(status, 1);
});
