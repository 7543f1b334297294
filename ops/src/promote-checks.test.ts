import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRelease } from './promote-checks';

function release(manifest: object, withEntry = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (withEntry) writeFileSync(join(dir, 'remoteEntry.js'), '');
  return dir;
}

const good = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './manifest' }, { path: './parcel' }],
  shared: [{ name: 'react', version: '19.3.1' }],
};

describe('what promote checks', () => {
  it('passes a release that loads, exposes ./manifest and shares the host majors', () => {
    assert.deepEqual(checkRelease(release(good), { react: '19.0.0' }), { ok: true });
  });

  it('refuses a release without ./manifest', () => {
    assert.deepEqual(checkRelease(release({ ...good, exposes: [{ path: './parcel' }] }), {}), {
      ok: false,
      problem: 'it does not expose ./manifest',
    });
  });

  it('refuses a release built on another React major', () => {
    const check = checkRelease(release({ ...good, shared: [{ name: 'react', version: '20.0.0' }] }), {
      react: '19.3.1',
    });
    assert.deepEqual(check, { ok: false, problem: 'it shares react 20.0.0, and the host runs major 19' });
  });

  it('refuses a release whose files are missing', () => {
    assert.equal(checkRelease(release(good, false), {}).ok, false);
    assert.equal(checkRelease(join(tmpdir(), 'nothing-here'), {}).ok, false);
  });

  it('refuses a manifest that does not parse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-'));
    writeFileSync(join(dir, 'mf-manifest.json'), '{ nope');
    assert.equal(checkRelease(dir, {}).ok, false);
  });
});
