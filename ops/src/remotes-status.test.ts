import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { noteErrorRates, startCanary } from './canary';
import { registryFile, releasesDir, root } from './places';
import { emptyRegistry, promote, writeRegistry } from './registry';

const STABLE = '1.0.0-aaaaaaa';
const CANARY = '1.1.0-bbbbbbb';

/** `pnpm remotes ...` on a data directory of its own, as an operator runs it. */
function remotes(data: string, ...args: string[]): string {
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'tsx'),
    [join(root, 'ops', 'src', 'remotes-cli.ts'), ...args],
    {
      cwd: root,
      // Nothing listens there: whether the files answer is told, not waited for.
      env: { ...process.env, BEACON_DATA_DIR: data, BEACON_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
    },
  );
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

describe('pnpm remotes status --json', () => {
  it('prints per remote its name, the version in service, its releases, its canary with error rates, and its history', () => {
    const data = mkdtempSync(join(tmpdir(), 'beacon-status-'));
    for (const [version, builtAt] of [
      [STABLE, '2026-11-20T10:00:00.000Z'],
      [CANARY, '2026-11-24T10:00:00.000Z'],
    ] as const) {
      mkdirSync(join(releasesDir(data), 'billing', version), { recursive: true });
      writeFileSync(
        join(releasesDir(data), 'billing', version, 'release.json'),
        JSON.stringify({ name: 'billing', version, builtAt, gitSha: version.slice(-7), dirty: false }),
      );
    }
    const at = new Date('2026-11-24T11:00:00.000Z');
    const rates = {
      stable: { errors: 1, pageViews: 50, rate: 0.02 },
      canary: { errors: 0, pageViews: 20, rate: 0 },
      checkedAt: '2026-11-24T11:00:10.000Z',
    };
    const registry = noteErrorRates(
      startCanary(
        promote(emptyRegistry(), 'billing', STABLE, new Date('2026-11-20T11:00:00.000Z')),
        'billing',
        CANARY,
        25,
        60,
        at,
      ),
      'billing',
      CANARY,
      rates,
    );
    writeRegistry(registryFile(data), registry);

    const { remotes: all } = JSON.parse(remotes(data, 'status', '--json')) as { remotes: Record<string, unknown>[] };
    const billing = all.find((remote) => remote.name === 'billing')!;
    assert.equal(billing.active, STABLE);
    assert.deepEqual(
      (billing.releases as { version: string }[]).map((release) => release.version),
      [STABLE, CANARY],
    );
    assert.deepEqual(billing.canary, {
      version: CANARY,
      share: 25,
      steps: [50, 100],
      stepSeconds: 60,
      state: 'running',
      startedAt: at.toISOString(),
      stepStartedAt: at.toISOString(),
      errorRates: rates,
    });
    assert.deepEqual(
      (billing.history as { action: string; version: string }[]).map(({ action, version }) => ({ action, version })),
      [
        { action: 'promote', version: STABLE },
        { action: 'canary', version: CANARY },
      ],
    );
    // A remote with nothing in service is listed too, with no canary.
    const admin = all.find((remote) => remote.name === 'admin')!;
    assert.deepEqual([admin.active, admin.canary, admin.releases, admin.history], [null, null, [], []]);
  });
});
