import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cachedBuild } from './build-cache';

function machine() {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-build-cache-'));
  process.env.BEACON_BUILD_CACHE = join(dir, 'cache');
  let builds = 0;
  const build = (outputDir: string, text: string) => async () => {
    builds += 1;
    mkdirSync(join(outputDir, 'static'), { recursive: true });
    writeFileSync(join(outputDir, 'static', 'main.js'), text);
  };
  return { dir, build, builds: () => builds };
}

test('a second clone of the same sources copies the kept build instead of building', async () => {
  const m = machine();
  const first = join(m.dir, 'clone-1', 'dist');
  assert.equal(await cachedBuild('host', 'abc', first, m.build(first, 'one')), false);
  const second = join(m.dir, 'clone-2', 'dist');
  assert.equal(await cachedBuild('host', 'abc', second, m.build(second, 'other')), true);
  assert.equal(m.builds(), 1);
  assert.equal(readFileSync(join(second, 'static', 'main.js'), 'utf8'), 'one');
});

test('other sources are built, and a copy replaces what the output folder held', async () => {
  const m = machine();
  const out = join(m.dir, 'dist');
  await cachedBuild('remote-billing', 'v1', out, m.build(out, 'v1'));
  await cachedBuild('remote-billing', 'v2', out, m.build(out, 'v2'));
  assert.equal(m.builds(), 2);
  writeFileSync(join(out, 'stale.js'), 'left over');
  assert.equal(await cachedBuild('remote-billing', 'v1', out, m.build(out, 'never')), true);
  assert.equal(readFileSync(join(out, 'static', 'main.js'), 'utf8'), 'v1');
  assert.equal(existsSync(join(out, 'stale.js')), false);
});

test('a failed build keeps nothing, and only the newest builds of a kind are kept', async () => {
  const m = machine();
  const out = join(m.dir, 'dist');
  await assert.rejects(
    cachedBuild('host', 'broken', out, async () => {
      throw new Error('webpack failed');
    }),
    /webpack failed/,
  );
  for (const version of ['1', '2', '3', '4', '5', '6']) await cachedBuild('host', version, out, m.build(out, version));
  const kept = readdirSync(join(process.env.BEACON_BUILD_CACHE!, 'host'));
  assert.equal(kept.includes('broken'), false);
  assert.equal(kept.length, 4);
});

test('BEACON_BUILD_CACHE=off builds every time', async () => {
  const m = machine();
  process.env.BEACON_BUILD_CACHE = 'off';
  const out = join(m.dir, 'dist');
  await cachedBuild('host', 'same', out, m.build(out, 'a'));
  await cachedBuild('host', 'same', out, m.build(out, 'b'));
  assert.equal(m.builds(), 2);
});
