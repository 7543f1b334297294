import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyRegistry, previousVersion, promote, readRegistry, rollback, writeRegistry } from './registry';

const at = new Date('2026-11-21T10:00:00Z');

describe('the remote registry', () => {
  it('puts a promoted version in service and remembers what it replaced', () => {
    let registry = promote(emptyRegistry(), 'billing', '1.0.0-aaaaaaa', at);
    registry = promote(registry, 'billing', '1.1.0-bbbbbbb', at);
    assert.equal(registry.remotes.billing?.active, '1.1.0-bbbbbbb');
    assert.deepEqual(registry.remotes.billing?.history.at(-1), {
      version: '1.1.0-bbbbbbb',
      action: 'promote',
      from: '1.0.0-aaaaaaa',
      at: at.toISOString(),
    });
  });

  it('rolls back to the previous version and keeps the whole history', () => {
    let registry = promote(emptyRegistry(), 'billing', '1.0.0-aaaaaaa', at);
    registry = promote(registry, 'billing', '1.1.0-bbbbbbb', at);
    registry = rollback(registry, 'billing', undefined, at);
    assert.equal(registry.remotes.billing?.active, '1.0.0-aaaaaaa');
    assert.deepEqual(
      registry.remotes.billing?.history.map((e) => e.action),
      ['promote', 'promote', 'rollback'],
    );
  });

  it('rolls back to a named version', () => {
    let registry = promote(emptyRegistry(), 'admin', '1.0.0-a', at);
    registry = promote(registry, 'admin', '1.1.0-b', at);
    registry = promote(registry, 'admin', '1.2.0-c', at);
    assert.equal(rollback(registry, 'admin', '1.0.0-a', at).remotes.admin?.active, '1.0.0-a');
  });

  it('after a rollback, the previous version is the one before it', () => {
    let registry = promote(emptyRegistry(), 'admin', '1.0.0-a', at);
    registry = promote(registry, 'admin', '1.1.0-b', at);
    registry = rollback(registry, 'admin', undefined, at);
    assert.equal(previousVersion(registry, 'admin'), '1.1.0-b');
  });

  it('refuses to roll back with nothing to go back to', () => {
    const registry = promote(emptyRegistry(), 'billing', '1.0.0-a', at);
    assert.throws(() => rollback(registry, 'billing'), { message: 'billing has no earlier version to roll back to.' });
  });

  it('writes the registry atomically, leaving no temporary file behind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registry-'));
    const file = join(dir, 'registry.json');
    writeRegistry(file, promote(emptyRegistry(), 'billing', '1.0.0-a', at));
    assert.equal(readRegistry(file).remotes.billing?.active, '1.0.0-a');
    assert.deepEqual(readdirSync(dir), ['registry.json']);
  });

  it('reads a missing registry as empty', () => {
    assert.deepEqual(readRegistry(join(tmpdir(), 'does-not-exist', 'registry.json')), emptyRegistry());
  });
});
