import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { sharedSingletons } from '../federation/src/shared-singletons.js';
import { RECORD, raiseChangedVersions, unrecordedChanges } from './shared-entry-versions.mjs';

const shared = resolve(import.meta.dirname, '..', 'shared');

/** A small @beacon/shared of two entries in its own folder, as a team would change it. */
function smallShared() {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-entry-versions-'));
  const files = {
    'package.json': JSON.stringify({
      name: '@beacon/shared',
      version: '1.0.0',
      exports: {
        './contract': './src/contract/index.ts',
        './format': './src/format/index.ts',
        './testing': './src/testing/index.ts',
      },
    }),
    'src/contract/index.ts': "export { ROUTES } from './routes';\nexport type { Money } from '../format/money';\n",
    'src/contract/routes.ts': "export const ROUTES = { invoices: '/invoices' };\n",
    'src/contract/routes.test.ts': "test('routes', () => undefined);\n",
    'src/format/index.ts': "import { formatMoney } from './money';\nexport { formatMoney };\n",
    'src/format/money.ts': 'export type Money = number;\nexport const formatMoney = (m: Money) => `$${m}`;\n',
    'src/testing/index.ts': 'export const harness = 1;\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const versionsIn = (dir) =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(join(dir, RECORD), 'utf8'))).map(([entry, { version }]) => [entry, version]),
  );

test('an entry whose code changed is refused until its version is raised, and only that entry', () => {
  const dir = smallShared();
  try {
    assert.deepEqual(unrecordedChanges(dir), [
      '@beacon/shared/contract has no version yet',
      '@beacon/shared/format has no version yet',
    ]);
    raiseChangedVersions(dir);
    assert.deepEqual(versionsIn(dir), { '@beacon/shared/contract': '1.0.0', '@beacon/shared/format': '1.0.0' });
    assert.deepEqual(unrecordedChanges(dir), []);

    // A team adds its page's route pattern: the contract changed, the formatters did not.
    writeFileSync(
      join(dir, 'src/contract/routes.ts'),
      "export const ROUTES = { invoices: '/invoices', taxes: '/taxes' };\n",
    );
    assert.deepEqual(unrecordedChanges(dir), ['@beacon/shared/contract changed since 1.0.0: raise its version']);
    assert.deepEqual(raiseChangedVersions(dir), ['@beacon/shared/contract 1.1.0']);
    assert.deepEqual(versionsIn(dir), { '@beacon/shared/contract': '1.1.0', '@beacon/shared/format': '1.0.0' });
    assert.deepEqual(unrecordedChanges(dir), []);

    // A file the entry reaches through another of its files is its code too; a test is not.
    writeFileSync(
      join(dir, 'src/format/money.ts'),
      'export type Money = number;\nexport const formatMoney = (m: Money) => `€${m}`;\n',
    );
    writeFileSync(join(dir, 'src/contract/routes.test.ts'), "test('routes', () => 1);\n");
    // The contract takes only a type from it: types are not in its bundle, so its version holds.
    assert.deepEqual(unrecordedChanges(dir), ['@beacon/shared/format changed since 1.0.0: raise its version']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("@beacon/shared's entries hold their versions, and every build shares each entry at its own", () => {
  assert.deepEqual(unrecordedChanges(shared), []);
  const recorded = JSON.parse(readFileSync(join(shared, RECORD), 'utf8'));
  const singletons = sharedSingletons();
  for (const [entry, { version }] of Object.entries(recorded)) {
    assert.equal(singletons[entry]?.version, version, entry);
    assert.equal(singletons[entry]?.requiredVersion, `^${version}`, entry);
  }
  assert.equal(singletons['@beacon/shared/testing'], undefined, 'the test harness is not shared');
});
