import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashDirectory, isVersion, versionFor } from './releases';

describe('release versions', () => {
  it('are semver plus the short git sha', () => {
    assert.equal(versionFor('1.2.0', 'abc1234', false, 'ffff'), '1.2.0-abc1234');
    assert.equal(isVersion('1.2.0-abc1234'), true);
  });

  it('carry the content hash when built from uncommitted work', () => {
    const version = versionFor('1.2.0', 'abc1234', true, '0123456789abcdef');
    assert.equal(version, '1.2.0-abc1234.dirty-01234567');
    assert.equal(isVersion(version), true);
  });

  it('refuse a base that is not semver', () => {
    assert.throws(() => versionFor('latest', 'abc1234', false, ''), {
      message: '"latest" is not a semver version like 1.2.3',
    });
    assert.equal(isVersion('../../etc'), false);
  });

  it('hash a build by its names and bytes', () => {
    const a = mkdtempSync(join(tmpdir(), 'release-a-'));
    const b = mkdtempSync(join(tmpdir(), 'release-b-'));
    writeFileSync(join(a, 'main.js'), 'x');
    writeFileSync(join(b, 'main.js'), 'x');
    assert.equal(hashDirectory(a), hashDirectory(b));
    writeFileSync(join(b, 'main.js'), 'y');
    assert.notEqual(hashDirectory(a), hashDirectory(b));
  });
});
