import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { servedHost } from './host-page';
import { registryFile, releasesDir, root } from './places';
import { readRegistry } from './registry';

const FORMAT = '@beacon/shared/format';

/** A host build as webpack leaves it: its page, the files the page names, main.js, its manifest and its kits. */
function hostBuild(format: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-host-build-'));
  mkdirSync(join(dir, 'sign-in'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><link rel="icon" href="/favicon.svg"></head><body><script defer src="/sign-in/boot.js"></script></body></html>',
  );
  for (const file of ['main.js', 'favicon.svg', 'sign-in/boot.js']) writeFileSync(join(dir, file), `/* ${file} */`);
  const shared = [
    { name: 'react', version: '19.2.0' },
    { name: FORMAT, version: format },
  ];
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'host', metaData: {}, shared }));
  writeFileSync(join(dir, 'kits.json'), JSON.stringify({ antd: ['Button', 'Table'], 'react-router': ['Link'] }));
  return dir;
}

/** billing's release in the store, built against @beacon/shared/format `needs` (it uses formatMoney). */
function billing(data: string, version: string, needs: string): void {
  const dir = join(releasesDir(data), 'billing', version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'billing',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './manifest' }, { path: './parcel' }],
    shared: [{ name: 'react', version: '19.2.0' }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* billing ${version} */`);
  const sharedEntries = { [FORMAT]: { version: needs, names: ['formatMoney'] } };
  const info = { name: 'billing', version, builtAt: new Date().toISOString(), gitSha: 'abc1234', dirty: false };
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ ...info, kits: { antd: ['Button'] }, sharedEntries, outline: {} }),
  );
}

/** An operator's data directory, and `pnpm remotes ...` run on it as they run it. */
function operator() {
  const data = mkdtempSync(join(tmpdir(), 'beacon-hosts-'));
  // The build the server ships with provides @beacon/shared/format 1.0.0.
  const shipped = hostBuild('1.0.0');
  const remotes = (...args: string[]) => {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'tsx'),
      [join(root, 'ops', 'src', 'remotes-cli.ts'), ...args],
      { cwd: root, env: { ...process.env, BEACON_DATA_DIR: data, BEACON_HOST_DIST: shipped }, encoding: 'utf8' },
    );
    return { status: run.status, out: run.stdout, err: run.stderr };
  };
  const ok = (...args: string[]) => {
    const run = remotes(...args);
    assert.equal(run.status, 0, run.err);
    return run.out;
  };
  const refused = (why: RegExp, ...args: string[]) => {
    const run = remotes(...args);
    assert.equal(run.status, 1, run.out);
    assert.match(run.err, why);
  };
  /** Releases a host build providing @beacon/shared/format `format`; returns its version. */
  const releaseHost = (base: string, format: string) =>
    /released host (\S+)/.exec(ok('release', 'host', '--dist', hostBuild(format), '--version', base))![1]!;
  const host = () => readRegistry(registryFile(data)).host;
  return { data, shipped, ok, refused, releaseHost, host };
}

describe('a new host beside the one in service', () => {
  it('checks a remote on both hosts while a host canary runs, and refuses naming the host that lacks what it needs', () => {
    const { data, ok, refused, releaseHost, host } = operator();
    const v1 = releaseHost('1.0.0', '1.1.0');
    ok('promote', 'host', v1);
    const v2 = releaseHost('2.0.0', '1.2.0');
    assert.match(ok('canary', 'host', v2, '--share', '20'), /in canary for 20% of browsers/);
    assert.equal(host()?.active, v1);
    assert.equal(host()?.canary?.version, v2);

    // billing 1.3.0 was built against what only the canary host provides: browsers on the host in service would
    // run it with the older entry.
    billing(data, '1.3.0-ccccccc', '1.2.0');
    const lacks = new RegExp(
      `it needs ${FORMAT} 1\\.2\\.0 \\(it uses formatMoney\\), and host ${v1} \\(in service\\) provides 1\\.1\\.0`,
    );
    refused(lacks, 'promote', 'billing', '1.3.0-ccccccc');
    billing(data, '1.2.0-bbbbbbb', '1.1.0');
    ok('promote', 'billing', '1.2.0-bbbbbbb');
    refused(lacks, 'canary', 'billing', '1.3.0-ccccccc', '--share', '10');

    // Once the new host serves everyone, billing 1.3.0 goes out.
    ok('promote', 'host', v2);
    assert.equal(host()?.active, v2);
    assert.equal(host()?.canary, null);
    ok('promote', 'billing', '1.3.0-ccccccc');
  });

  it('names the host release in the store that brings what a remote needs, when none serving has it', () => {
    const { data, ok, refused, releaseHost } = operator();
    const v1 = releaseHost('1.0.0', '1.1.0');
    ok('promote', 'host', v1);
    const v2 = releaseHost('2.0.0', '1.2.0');
    billing(data, '1.3.0-ccccccc', '1.2.0');
    refused(
      new RegExp(
        `and host ${v1} \\(in service\\) provides 1\\.1\\.0: host ${v2} \\(released, not in service\\) provides it, so canary or promote that host first`,
      ),
      'promote',
      'billing',
      '1.3.0-ccccccc',
    );
    ok('canary', 'host', v2, '--share', '20');
    // In canary, v2 serves some browsers: the host in service still lacks it, and no other release brings it.
    refused(
      /in service\) provides 1\.1\.0: release the host with @beacon\/shared\/format 1\.2\.0 first/,
      'promote',
      'billing',
      '1.3.0-ccccccc',
    );
  });

  it('refuses a host that a remote in service cannot run on, naming the remote that must be released again', () => {
    const { data, ok, refused, releaseHost, host } = operator();
    const v2 = releaseHost('2.0.0', '1.2.0');
    ok('promote', 'host', v2);
    billing(data, '1.3.0-ccccccc', '1.2.0');
    ok('promote', 'billing', '1.3.0-ccccccc');

    const older = releaseHost('2.1.0', '1.1.0');
    const mustWait = new RegExp(
      `billing 1\\.3\\.0-ccccccc \\(in service\\): it needs ${FORMAT} 1\\.2\\.0 \\(it uses formatMoney\\), and host ${older} provides 1\\.1\\.0; billing must be released again first`,
    );
    refused(new RegExp(`host ${older} was not promoted: ${mustWait.source}`), 'promote', 'host', older);
    refused(
      new RegExp(`host ${older} cannot go to canary: ${mustWait.source}`),
      'canary',
      'host',
      older,
      '--share',
      '10',
    );
    // Nor is the build the server ships put back under it.
    refused(
      /the host the server ships cannot be put back: billing 1\.3\.0-ccccccc \(in service\): .* and the host the server ships provides 1\.0\.0; billing must be released again first/,
      'rollback',
      'host',
      '--to',
      'shipped',
    );
    assert.equal(host()?.active, v2);
  });

  it('rolls back the host canary first, then the host in service, back to the build the server ships', () => {
    const { data, shipped, ok, releaseHost, host } = operator();
    const v1 = releaseHost('1.0.0', '1.1.0');
    ok('promote', 'host', v1);
    const v2 = releaseHost('2.0.0', '1.2.0');
    ok('canary', 'host', v2, '--share', '50');
    const browsers = Array.from({ length: 100 }, (_, i) => `browser-${i}`);
    const served = () => new Set(browsers.map((id) => servedHost(data, shipped, () => id).version));
    assert.deepEqual(served(), new Set([v1, v2]));

    assert.match(ok('rollback', 'host'), new RegExp(`canary ${v2} aborted; ${v1} stays in service`));
    assert.deepEqual(served(), new Set([v1]));

    ok('promote', 'host', v2);
    assert.deepEqual(served(), new Set([v2]));
    assert.match(ok('rollback', 'host'), new RegExp(`host rolled back: ${v1} is in service`));
    assert.deepEqual(served(), new Set([v1]));
    assert.match(
      ok('rollback', 'host', '--to', 'shipped'),
      /host rolled back: the host the server ships \(shipped\) is in service/,
    );
    assert.deepEqual(served(), new Set([null]));
    assert.deepEqual(
      host()?.history.map((event) => `${event.action} ${event.version}`),
      [`promote ${v1}`, `canary ${v2}`, `canary-abort ${v2}`, `promote ${v2}`, `rollback ${v1}`, 'rollback shipped'],
    );
    assert.match(
      ok('status'),
      new RegExp(`host\\n  in service: the host the server ships \\(shipped\\)\\n  releases:   ${v1}, ${v2}`),
    );
  });

  it('keeps a host release as it was built, and refuses a folder that is no host build', () => {
    const { data, ok, refused } = operator();
    const dir = hostBuild('1.1.0');
    const first = /released host (\S+)/.exec(ok('release', 'host', '--dist', dir, '--version', '1.0.0'))![1]!;
    assert.match(ok('release', 'host', '--dist', dir, '--version', '1.0.0'), /was already released \(same files\)/);
    assert.equal(readRegistry(registryFile(data)).host, undefined);
    const broken = hostBuild('1.1.0');
    writeFileSync(
      join(broken, 'index.html'),
      '<html><head></head><body><script src="/sign-in/gone.js"></script></body></html>',
    );
    refused(
      /is not a host build: sign-in\/gone\.js is missing \(index\.html names it\)/,
      'release',
      'host',
      '--dist',
      broken,
    );
    refused(/host 9\.9\.9 is not in the release store/, 'promote', 'host', '9.9.9');
    assert.ok(first);
  });
});
