import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRelease } from './promote-checks';

function release(manifest: object, withEntry = true, antd?: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (withEntry) writeFileSync(join(dir, 'remoteEntry.js'), '');
  if (antd) writeFileSync(join(dir, 'release.json'), JSON.stringify({ antd }));
  return dir;
}

/** The antd components the host of these checks provides. */
const HOST_ANTD = ['Button', 'Table', 'theme'];

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

  it('passes a release whose antd components the host provides', () => {
    assert.deepEqual(checkRelease(release(good, true, ['Button', 'theme']), {}, HOST_ANTD), { ok: true });
  });

  it('refuses a release that draws an antd component the host does not provide', () => {
    assert.deepEqual(checkRelease(release(good, true, ['Button', 'Transfer', 'Tree']), {}, HOST_ANTD), {
      ok: false,
      problem:
        "it draws antd's Transfer, Tree, which the host does not provide: release the host with them in its antd kit first",
    });
  });

  it('refuses a release whose files are missing', () => {
    assert.equal(checkRelease(release(good, false), {}, HOST_ANTD).ok, false);
    assert.equal(checkRelease(join(tmpdir(), 'nothing-here'), {}, HOST_ANTD).ok, false);
  });

  it('refuses a manifest that does not parse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{ nope');
    assert.equal(checkRelease(dir, {}, HOST_ANTD).ok, false);
  });
});
