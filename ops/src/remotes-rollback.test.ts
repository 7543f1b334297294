import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startCanary } from './canary';
import { registryFile, releasesDir, root } from './places';
import { emptyRegistry, promote, readRegistry, writeRegistry, type Registry } from './registry';

const OLDER = '1.0.0-aaaaaaa';
const IN_SERVICE = '1.1.0-bbbbbbb';
const CANARY = '1.2.0-ccccccc';

/** A release in the store with every file its federation manifest names. */
function release(data: string, version: string): string {
  const dir = join(releasesDir(data), 'billing', version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'billing',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './manifest',
        assets: { js: { sync: ['__federation_expose_manifest.js'], async: ['696.js'] }, css: { sync: [], async: [] } },
      },
    ],
    shared: [{ name: 'lodash-es', version: '4.17.21', assets: { js: { sync: ['9905.js'], async: [] }, css: {} } }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const file of ['remoteEntry.js', '__federation_expose_manifest.js', '696.js', '9905.js'])
    writeFileSync(join(dir, file), `/* ${version} ${file} */`);
  const info = {
    name: 'billing',
    version,
    builtAt: new Date().toISOString(),
    gitSha: 'abc1234',
    dirty: false,
    kits: {},
  };
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ ...info, outline: { version } }));
  return dir;
}

/** A data directory with three releases of billing: OLDER, then IN_SERVICE in service. */
function store(change: (registry: Registry) => Registry = (r) => r) {
  const data = mkdtempSync(join(tmpdir(), 'beacon-rollback-'));
  const dirs = Object.fromEntries([OLDER, IN_SERVICE, CANARY].map((v) => [v, release(data, v)]));
  const at = new Date('2026-11-24T10:00:00.000Z');
  writeRegistry(
    registryFile(data),
    change(promote(promote(emptyRegistry(), 'billing', OLDER, at), 'billing', IN_SERVICE, at)),
  );
  return { data, dirs, registry: () => readRegistry(registryFile(data)).remotes.billing! };
}

/** `pnpm remotes ...` on a data directory of its own, as an operator runs it. */
function remotes(data: string, ...args: string[]) {
  const hostDist = mkdtempSync(join(tmpdir(), 'beacon-host-'));
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'ops', 'src', 'remotes-cli.ts'), ...args],
    { cwd: root, env: { ...process.env, BEACON_DATA_DIR: data, BEACON_HOST_DIST: hostDist }, encoding: 'utf8' },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
}

describe('pnpm remotes rollback while a canary runs', () => {
  it('aborts the canary and keeps the version in service; the next rollback goes back a release', () => {
    const { data, registry } = store((r) => startCanary(r, 'billing', CANARY, 25, 60));
    const first = remotes(data, 'rollback', 'billing');
    assert.equal(first.status, 0, first.err);
    assert.match(first.out, new RegExp(`canary ${CANARY} aborted; ${IN_SERVICE} stays in service`));
    assert.equal(registry().active, IN_SERVICE);
    assert.equal(registry().canary?.state, 'aborted');
    assert.deepEqual(
      registry().history.map((e) => `${e.action} ${e.version}`),
      [`promote ${OLDER}`, `promote ${IN_SERVICE}`, `canary ${CANARY}`, `canary-abort ${CANARY}`],
    );

    const second = remotes(data, 'rollback', 'billing');
    assert.equal(second.status, 0, second.err);
    assert.match(second.out, new RegExp(`${OLDER} is in service`));
    assert.equal(registry().active, OLDER);
  });
});

describe('promote and rollback refuse a release whose files do not answer', () => {
  const refused = (run: ReturnType<typeof remotes>, why: RegExp) => {
    assert.equal(run.status, 1, run.out);
    assert.match(run.err, why);
  };

  it('a file its manifest names is missing: refused, saying which, and nothing changes', () => {
    const { data, dirs, registry } = store();
    const before = readFileSync(registryFile(data), 'utf8');
    rmSync(join(dirs[CANARY]!, '696.js'));
    refused(
      remotes(data, 'promote', 'billing', CANARY),
      new RegExp(`${CANARY} was not promoted: .*696\\.js is missing`),
    );
    rmSync(join(dirs[OLDER]!, '9905.js'));
    refused(remotes(data, 'rollback', 'billing'), new RegExp(`${OLDER} cannot be put back: .*9905\\.js is missing`));
    refused(remotes(data, 'rollback', 'billing', '--to', OLDER), /9905\.js is missing/);
    assert.equal(readFileSync(registryFile(data), 'utf8'), before);
    assert.equal(registry().active, IN_SERVICE);
  });

  it('its remote entry or its manifest cannot be read: refused, saying so', () => {
    const { data, dirs } = store();
    rmSync(join(dirs[CANARY]!, 'remoteEntry.js'));
    mkdirSync(join(dirs[CANARY]!, 'remoteEntry.js'));
    refused(remotes(data, 'promote', 'billing', CANARY), /remoteEntry\.js cannot be read/);
    rmSync(join(dirs[OLDER]!, 'mf-manifest.json'));
    mkdirSync(join(dirs[OLDER]!, 'mf-manifest.json'));
    refused(remotes(data, 'rollback', 'billing'), /mf-manifest\.json cannot be read/);
  });

  it('a release whose files are whole is promoted and put back', () => {
    const { data, registry } = store();
    const promoted = remotes(data, 'promote', 'billing', CANARY);
    assert.equal(promoted.status, 0, promoted.err);
    assert.equal(registry().active, CANARY);
    const back = remotes(data, 'rollback', 'billing');
    assert.equal(back.status, 0, back.err);
    assert.equal(registry().active, IN_SERVICE);
  });
});
