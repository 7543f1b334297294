import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { abortCanary, servedVersion, servesCanary, startCanary, stepCanary } from './canary';
import { emptyRegistry, promote, rollback } from './registry';

const at = new Date('2026-11-24T10:00:00Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
const inService = promote(emptyRegistry(), 'billing', '1.0.0-aaaaaaa', at);
const browsers = Array.from({ length: 400 }, (_, i) => `browser-${i}`);

describe('a canary release', () => {
  it('serves the canary to about its share of browsers, the same answer on every ask', () => {
    const registry = startCanary(inService, 'billing', '1.1.0-bbbbbbb', 25, 30, at);
    const record = registry.remotes.billing!;
    const served = browsers.map((id) => servedVersion(record, id, 'billing'));
    const onCanary = served.filter((version) => version === '1.1.0-bbbbbbb').length;
    assert.ok(onCanary > 60 && onCanary < 140, `${onCanary} of 400 browsers on a 25% canary`);
    assert.deepEqual(
      browsers.map((id) => servedVersion(record, id, 'billing')),
      served,
    );
    assert.equal(servedVersion(record, undefined, 'billing'), '1.0.0-aaaaaaa');
  });

  it('keeps a browser on the canary as its share grows', () => {
    const canary = { version: '1.1.0-bbbbbbb', share: 10 };
    for (const id of browsers.filter((b) => servesCanary(b, 'billing', canary))) {
      assert.ok(servesCanary(id, 'billing', { ...canary, share: 50 }));
    }
  });

  it('steps up only once a step has run its time, and becomes the version in service after 100%', () => {
    let registry = startCanary(inService, 'billing', '1.1.0-bbbbbbb', 25, 30, at);
    assert.equal(stepCanary(registry, 'billing', later(29)), registry);
    registry = stepCanary(registry, 'billing', later(30));
    assert.equal(registry.remotes.billing?.canary?.share, 50);
    registry = stepCanary(registry, 'billing', later(60));
    assert.equal(registry.remotes.billing?.canary?.share, 100);
    registry = stepCanary(registry, 'billing', later(90));
    assert.equal(registry.remotes.billing?.active, '1.1.0-bbbbbbb');
    assert.equal(registry.remotes.billing?.canary, null);
    assert.deepEqual(
      registry.remotes.billing?.history.map((e) => `${e.action} ${e.share ?? ''}`.trim()),
      ['promote', 'canary 25', 'canary-step 50', 'canary-step 100', 'promote'],
    );
  });

  it('is aborted with its reason, and every browser gets the version in service again', () => {
    let registry = startCanary(inService, 'billing', '1.1.0-bbbbbbb', 50, 30, at);
    registry = abortCanary(registry, 'billing', 'errors per page view 0.9 against 0.0', later(10));
    const record = registry.remotes.billing!;
    assert.equal(record.canary?.state, 'aborted');
    assert.ok(browsers.every((id) => servedVersion(record, id, 'billing') === '1.0.0-aaaaaaa'));
    assert.equal(record.history.at(-1)?.reason, 'errors per page view 0.9 against 0.0');
    assert.equal(stepCanary(registry, 'billing', later(300)), registry);
  });

  it('refuses a second canary, a canary of the version in service, and a share out of range', () => {
    const registry = startCanary(inService, 'billing', '1.1.0-bbbbbbb', 10, 30, at);
    assert.throws(() => startCanary(registry, 'billing', '1.2.0-ccccccc', 10), /already has a canary/);
    assert.throws(() => startCanary(inService, 'billing', '1.0.0-aaaaaaa', 10), /already in service/);
    assert.throws(() => startCanary(inService, 'billing', '1.1.0-bbbbbbb', 0), /whole percent/);
    assert.throws(() => startCanary(emptyRegistry(), 'billing', '1.1.0-bbbbbbb', 10), /no version in service/);
  });

  it('is what a rollback takes back while it runs: aborted, and the version in service stays', () => {
    let registry = promote(inService, 'billing', '1.1.0-bbbbbbb', at);
    registry = startCanary(registry, 'billing', '1.2.0-ccccccc', 10, 30, at);
    registry = rollback(registry, 'billing', undefined, later(5));
    assert.equal(registry.remotes.billing?.active, '1.1.0-bbbbbbb');
    assert.equal(registry.remotes.billing?.canary?.state, 'aborted');
    assert.deepEqual(registry.remotes.billing?.history.at(-1), {
      version: '1.2.0-ccccccc',
      action: 'canary-abort',
      from: '1.1.0-bbbbbbb',
      at: later(5).toISOString(),
      share: 10,
      reason: 'rolled back',
    });
    // With the canary gone, the next rollback takes the version in service back.
    assert.equal(rollback(registry, 'billing', undefined, later(6)).remotes.billing?.active, '1.0.0-aaaaaaa');
  });

  it('is taken back with the version in service when a rollback names the release to put back', () => {
    let registry = promote(inService, 'billing', '1.1.0-bbbbbbb', at);
    registry = startCanary(registry, 'billing', '1.2.0-ccccccc', 10, 30, at);
    registry = rollback(registry, 'billing', '1.0.0-aaaaaaa', later(5));
    assert.equal(registry.remotes.billing?.active, '1.0.0-aaaaaaa');
    assert.equal(registry.remotes.billing?.canary?.state, 'aborted');
    assert.deepEqual(
      registry.remotes.billing?.history.map((e) => e.action),
      ['promote', 'promote', 'canary', 'canary-abort', 'rollback'],
    );
  });
});
