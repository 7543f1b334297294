import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRelease } from './promote-checks';

function release(manifest: object, withEntry = true, info?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (withEntry) writeFileSync(join(dir, 'remoteEntry.js'), '');
  if (info) writeFileSync(join(dir, 'release.json'), JSON.stringify(info));
  return dir;
}

/** What the kits of the host of these checks provide. */
const HOST_ANTD = { antd: ['Button', 'Table', 'theme'], 'react-router': ['Link', 'useParams'] };

const good = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './manifest' }, { path: './parcel' }],
  shared: [{ name: 'react', version: '19.3.1' }],
};

describe('what promote checks', () => {
  it('passes a release that loads, exposes ./manifest and shares the host majors', () => {
    assert.deepEqual(checkRelease(release(good), { react: '19.0.0' }, HOST_ANTD), { ok: true });
  });

  it('refuses a release without ./manifest', () => {
    assert.deepEqual(checkRelease(release({ ...good, exposes: [{ path: './parcel' }] }), {}, HOST_ANTD), {
      ok: false,
      problem: 'it does not expose ./manifest',
    });
  });

  it('refuses a release built on another React major', () => {
    const check = checkRelease(
      release({ ...good, shared: [{ name: 'react', version: '20.0.0' }] }),
      { react: '19.3.1' },
      HOST_ANTD,
    );
    assert.deepEqual(check, { ok: false, problem: 'it shares react 20.0.0, and the host runs major 19' });
  });

  it('passes a release whose antd components and router names the host provides', () => {
    const info = { kits: { antd: ['Button', 'theme'], 'react-router': ['Link'] } };
    assert.deepEqual(checkRelease(release(good, true, info), {}, HOST_ANTD), { ok: true });
  });

  it('refuses a release that draws an antd component the host does not provide', () => {
    const info = { kits: { antd: ['Button', 'Transfer', 'Tree'], 'react-router': [] } };
    assert.deepEqual(checkRelease(release(good, true, info), {}, HOST_ANTD), {
      ok: false,
      problem:
        "it uses antd's Transfer, Tree, which the host does not provide: release the host with them in its antd kit first",
    });
  });

  it("refuses a release that uses a router name the host's kit does not provide; a host without a router kit provides it whole", () => {
    const info = { kits: { antd: [], 'react-router': ['Link', 'useBlocker'] } };
    assert.deepEqual(checkRelease(release(good, true, info), {}, HOST_ANTD), {
      ok: false,
      problem:
        "it uses react-router's useBlocker, which the host does not provide: release the host with them in its react-router kit first",
    });
    assert.deepEqual(checkRelease(release(good, true, info), {}, { antd: HOST_ANTD.antd }), { ok: true });
  });

  it('reads an older release, which recorded its antd components only', () => {
    assert.equal(checkRelease(release(good, true, { antd: ['Transfer'] }), {}, HOST_ANTD).ok, false);
    assert.deepEqual(checkRelease(release(good, true, { antd: ['Table'] }), {}, HOST_ANTD), { ok: true });
  });

  it('refuses a release whose files are missing', () => {
    assert.equal(checkRelease(release(good, false), {}, HOST_ANTD).ok, false);
    assert.equal(checkRelease(join(tmpdir(), 'nothing-here'), {}, HOST_ANTD).ok, false);
  });

  it('refuses a release missing a file its manifest names, or naming one outside it, saying which', () => {
    const assets = (js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
    const named = {
      ...good,
      exposes: [{ path: './manifest', assets: assets(['expose_manifest.js']) }],
      shared: [{ name: 'react', version: '19.3.1', assets: assets(['9905.js']) }],
    };
    const dir = release(named);
    assert.deepEqual(checkRelease(dir, {}, HOST_ANTD), { ok: false, problem: 'expose_manifest.js is missing' });
    writeFileSync(join(dir, 'expose_manifest.js'), 'export {}');
    assert.deepEqual(checkRelease(dir, {}, HOST_ANTD), { ok: false, problem: '9905.js is missing' });
    mkdirSync(join(dir, '9905.js'));
    assert.deepEqual(checkRelease(dir, {}, HOST_ANTD), { ok: false, problem: '9905.js cannot be read (not a file)' });
    const outside = release({ ...named, exposes: [{ path: './manifest', assets: assets(['../../etc/passwd']) }] });
    assert.deepEqual(checkRelease(outside, {}, HOST_ANTD), {
      ok: false,
      problem: '../../etc/passwd lies outside the release',
    });
  });

  it('refuses a manifest that cannot be read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    mkdirSync(join(dir, 'mf-manifest.json'));
    assert.deepEqual(checkRelease(dir, {}, HOST_ANTD), {
      ok: false,
      problem: 'mf-manifest.json cannot be read (not a file)',
    });
  });

  it('refuses a manifest that does not parse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{ nope');
    assert.equal(checkRelease(dir, {}, HOST_ANTD).ok, false);
  });
});

describe('what a release needs of the host’s @beacon/shared entries', () => {
  const HOST = { react: '19.3.1', '@beacon/shared/contract': '1.0.0', '@beacon/shared/format': '1.2.0' };
  const needing = (sharedEntries: object) => release(good, true, { sharedEntries });

  it('refuses a release built against a newer entry than the host in service, naming it and what it uses', () => {
    const check = checkRelease(
      needing({ '@beacon/shared/contract': { version: '1.1.0', names: ['ROUTES', 'paths'] } }),
      HOST,
      HOST_ANTD,
    );
    assert.deepEqual(check, {
      ok: false,
      problem:
        'it needs @beacon/shared/contract 1.1.0 (it uses ROUTES, paths), and the host in service provides 1.0.0: release the host with @beacon/shared/contract 1.1.0 first',
    });
  });

  it('names the host it is checked on; checked for a host going out, it leaves the remedy to the caller', () => {
    const newer = needing({ '@beacon/shared/contract': { version: '1.1.0', names: ['ROUTES'] } });
    assert.deepEqual(checkRelease(newer, HOST, HOST_ANTD, { name: 'host 2.0.0-bbbbbbb (in canary)', remedy: true }), {
      ok: false,
      problem:
        'it needs @beacon/shared/contract 1.1.0 (it uses ROUTES), and host 2.0.0-bbbbbbb (in canary) provides 1.0.0: release the host with @beacon/shared/contract 1.1.0 first',
    });
    const kits = release(good, true, { kits: { antd: ['Transfer'] } });
    assert.deepEqual(checkRelease(kits, {}, HOST_ANTD, { name: 'host 3.0.0-ccccccc', remedy: false }), {
      ok: false,
      problem: "it uses antd's Transfer, which host 3.0.0-ccccccc does not provide",
    });
  });

  it('passes one built against the host’s entries or older ones, and one bringing an entry the host does not share', () => {
    const entries = {
      '@beacon/shared/contract': { version: '1.0.0', names: ['ROUTES'] },
      '@beacon/shared/format': { version: '1.1.9', names: ['formatMoney'] },
      '@beacon/shared/csv': { version: '2.0.0', names: ['toCsv'] },
    };
    assert.deepEqual(checkRelease(needing(entries), HOST, HOST_ANTD), { ok: true });
  });
});
