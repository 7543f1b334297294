import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../../server/tooling/testing/test-app';
import { freePort } from './free-port';
import { root } from './places';

const FIRST = '1.0.0-aaaaaaa';
const SECOND = '1.1.0-bbbbbbb';

let t: TestApp;
let token: string;

before(async () => {
  t = await createTestApp({ BEACON_RESPONSE_CACHE_SECONDS: '0' });
  const admin = await t.signIn('admin@beacon.test');
  const issued = await fetch(`${t.url}/api/releases/deploy-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ remote: 'billing' }),
  });
  token = ((await issued.json()) as { data: { token: string } }).data.token;
});
after(async () => t.close());

/** A release folder of billing as a team's CI built it. */
function built(version: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-ci-'));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './manifest' }],
    }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), `/* billing ${version} */`);
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({ name: 'billing', version, outline: { title: 'Billing and services' }, kits: {} }),
  );
  return dir;
}

/** `pnpm remotes ...` from a team's CI: the deploy API's address and token, no data directory of the server's. */
async function remotes(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return remotesWith({ BEACON_DEPLOY_URL: t.url, BEACON_DEPLOY_TOKEN: token }, ...args);
}

/** `pnpm remotes ...` with the deploy variables a pipeline has (`undefined`: unset). */
async function remotesWith(
  deploy: Record<'BEACON_DEPLOY_URL' | 'BEACON_DEPLOY_TOKEN', string | undefined>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  // No store of the server's here: whatever changes, changes on the server.
  const env: NodeJS.ProcessEnv = { ...process.env, BEACON_DATA_DIR: join(tmpdir(), 'no-such-store') };
  for (const [name, value] of Object.entries(deploy)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(root, 'node_modules', '.bin', 'tsx'),
      [join(root, 'ops', 'src', 'remotes-cli.ts'), ...args],
      { cwd: tmpdir(), env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('pnpm remotes against the deploy API (BEACON_DEPLOY_URL, BEACON_DEPLOY_TOKEN)', () => {
  it("releases, canaries, promotes, rolls back and reads status on the server's store", async () => {
    const released = await remotes('release', 'billing', '--dist', built(FIRST));
    assert.equal(released.code, 0, released.stderr);
    assert.match(released.stdout, new RegExp(`released billing ${FIRST} to ${t.url}`));
    assert.equal((await remotes('promote', 'billing', FIRST)).stdout.trim(), `billing ${FIRST} is in service`);
    assert.equal((await remotes('release', 'billing', '--dist', built(SECOND))).code, 0);
    const canary = await remotes('canary', 'billing', SECOND, '--share', '25');
    assert.equal(canary.stdout.trim(), `billing ${SECOND} is in canary for 25% of browsers`);
    const rollback = await remotes('rollback', 'billing');
    assert.equal(rollback.stdout.trim(), `billing rolled back: canary aborted; ${FIRST} stays in service`);

    const status = await remotes('status', '--json');
    const { remotes: listed } = JSON.parse(status.stdout) as {
      remotes: { name: string; active: string; releases: { version: string }[]; history: { action: string }[] }[];
    };
    assert.deepEqual(
      listed.map((r) => [r.name, r.active, r.releases.map((x) => x.version), r.history.map((e) => e.action)]),
      [['billing', FIRST, [FIRST, SECOND], ['promote', 'canary', 'canary-abort']]],
    );
    // What the server serves now: the host reads the registry the deploy API wrote.
    const served = await fetch(`${t.url}/remotes/billing/${FIRST}/remoteEntry.js`);
    assert.equal(await served.text(), `/* billing ${FIRST} */`);
  });

  it("refuses another remote with the server's reason, and a refused promote says why", async () => {
    const other = await remotes('promote', 'campaigns', FIRST);
    assert.equal(other.code, 1);
    assert.match(other.stderr, /answered 403: This deploy token is for billing: it cannot deploy campaigns\./);
    const missing = await remotes('promote', 'billing', '9.9.9-0000000');
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /answered 409: billing 9\.9\.9-0000000 is not in the release store\./);
  });

  it("refuses one variable without the other rather than work on the runner's own store, and says when no server answers", async () => {
    const noToken = await remotesWith({ BEACON_DEPLOY_URL: t.url, BEACON_DEPLOY_TOKEN: undefined }, 'status', '--json');
    assert.equal(noToken.code, 1);
    assert.equal(
      noToken.stderr.trim(),
      "BEACON_DEPLOY_URL is set but BEACON_DEPLOY_TOKEN is not: set both to use the deploy API, or neither to work on this machine's store.",
    );
    assert.equal(noToken.stdout, '');
    const noUrl = await remotesWith(
      { BEACON_DEPLOY_URL: undefined, BEACON_DEPLOY_TOKEN: token },
      'promote',
      'billing',
      FIRST,
    );
    assert.equal(noUrl.code, 1);
    assert.match(noUrl.stderr, /^BEACON_DEPLOY_TOKEN is set but BEACON_DEPLOY_URL is not/);

    // A server that is not there: a port nothing listens on.
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const nobody = await remotesWith({ BEACON_DEPLOY_URL: nowhere, BEACON_DEPLOY_TOKEN: token }, 'status');
    assert.equal(nobody.code, 1);
    assert.equal(nobody.stderr.trim(), `${nowhere} did not answer: ECONNREFUSED`);
  });
});
