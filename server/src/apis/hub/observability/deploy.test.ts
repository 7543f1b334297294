import { packFiles, packRelease } from '@beacon/ops/release-upload';
import { readRegistry } from '@beacon/ops/registry';
import { registryFile, releasesDir } from '@beacon/ops/places';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { call } from '../../../../tooling/testing/call';
import { testApiOfFile } from '../../../../tooling/testing/test-api';

const t = testApiOfFile();
const ADMIN = 'admin@beacon.test';
const FIRST = '1.0.0-aaaaaaa';
const SECOND = '1.1.0-bbbbbbb';

/** A built release of a remote as `pnpm remotes release` leaves it: its federation manifest, entry and release.json. */
function builtRelease(remote: string, version: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-built-'));
  const all: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './manifest', assets: { js: { sync: ['451.js'] } } }],
      shared: [],
    }),
    'remoteEntry.js': `/* ${remote} ${version} */`,
    '451.js': 'export const page = 1;',
    'release.json': JSON.stringify({ name: remote, version, outline: { title: remote }, kits: {} }),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const issue = async (remote: string) => (await call(t, ADMIN, 'POST', '/api/releases/deploy-tokens', { remote })).body;

const deploy = (token: string, method: 'GET' | 'POST', path: string, body?: object | Buffer) =>
  t.app.inject({
    method,
    url: `/api/deploy/v1${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(Buffer.isBuffer(body) ? { 'content-type': 'application/gzip' } : {}),
    },
    ...(body ? { payload: body } : {}),
  });

const upload = async (token: string, remote: string, dir: string) =>
  deploy(token, 'POST', `/remotes/${remote}/releases`, await packRelease(dir));

const uses = (tokenId: number) =>
  t.db.query<{ actor_email: string; target: string; details: { status: number; reason?: string } }>(
    `SELECT actor_email, target, details FROM audit_events
      WHERE action = 'deploy-token.used' AND (details->>'deployTokenId')::int = $1 ORDER BY id`,
    [tokenId],
  );

describe('deploy tokens on the Releases page (BeaconAdmin)', () => {
  test('a token is shown once, only its hash is kept, and the list shows its remote without the secret', async () => {
    const { data } = await issue('billing');
    const { token, ...shown } = data;
    assert.match(token, /^bd_live_[A-Za-z0-9_-]{43}$/);
    assert.equal(shown.remote, 'billing');
    assert.equal(shown.createdBy, ADMIN);
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM deploy_tokens WHERE id = $1', [shown.id]);
    assert.equal(row!.token_hash, createHash('sha256').update(token).digest('hex'));
    assert.ok(!JSON.stringify(row).includes(token.slice(12)), 'the secret is stored nowhere');
    const list = await call(t, ADMIN, 'GET', '/api/releases/deploy-tokens');
    assert.deepEqual(
      list.body.data.find((d: { id: number }) => d.id === shown.id),
      shown,
    );
    assert.ok(!list.raw.body.includes(token.slice(12)));
  });

  test('a name no remote can have is refused, a new remote kept elsewhere gets its first token, and only a BeaconAdmin issues them', async () => {
    const missing = await call(t, ADMIN, 'POST', '/api/releases/deploy-tokens', { remote: '../Billing' });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, [
      { field: 'remote', message: 'is not a remote name (lower-case letters, digits and dashes)' },
    ]);
    const outside = await call(t, ADMIN, 'POST', '/api/releases/deploy-tokens', { remote: 'payroll' });
    assert.equal(outside.status, 201);
    assert.equal(outside.body.data.remote, 'payroll');
    const staff = await call(t, 'staff@beacon.test', 'POST', '/api/releases/deploy-tokens', { remote: 'billing' });
    assert.equal(staff.status, 403);
  });

  test('a revoked token is refused from then on, its attempt recorded, and it stays listed as revoked', async () => {
    const { token, id } = (await issue('billing')).data;
    assert.equal((await deploy(token, 'GET', '/remotes/billing')).statusCode, 200);
    const revoked = await call(t, ADMIN, 'DELETE', `/api/releases/deploy-tokens/${id}`);
    assert.ok(revoked.body.data.revokedAt);
    const refused = await deploy(token, 'GET', '/remotes/billing');
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, 'This deploy token was revoked');
    const statuses = (await uses(id)).map((u) => u.details.status);
    assert.deepEqual(statuses, [200, 401]);
    const [revocation] = await t.db.query<{ actor_email: string }>(
      `SELECT actor_email FROM audit_events WHERE action = 'deploy-token.revoked' AND (details->>'deployTokenId')::int = $1`,
      [id],
    );
    assert.equal(revocation!.actor_email, ADMIN);
    assert.equal((await call(t, ADMIN, 'DELETE', `/api/releases/deploy-tokens/${id}`)).status, 200);
  });

  test('a user token, an API key or a made-up token is not a deploy token', async () => {
    const asUser = await t.app.inject({ method: 'GET', url: '/api/deploy/v1/remotes', headers: await t.auth(ADMIN) });
    assert.equal(asUser.statusCode, 401);
    assert.equal((await deploy('bd_live_made-up', 'GET', '/remotes')).statusCode, 401);
  });
});

describe('the deploy API, as a team CI calls it', () => {
  test('upload, canary, promote, roll back and read status: each call audited under the token', async () => {
    const { token, id, prefix } = (await issue('billing')).data;
    const first = await upload(token, 'billing', builtRelease('billing', FIRST));
    assert.equal(first.statusCode, 201, first.body);
    assert.deepEqual(first.json().data, { version: FIRST, created: true });
    assert.ok(existsSync(join(releasesDir(t.filesDir), 'billing', FIRST, 'remoteEntry.js')));
    // The same files again: the release that exists. Other files under that version: refused.
    assert.equal((await upload(token, 'billing', builtRelease('billing', FIRST))).statusCode, 200);
    const changed = await upload(token, 'billing', builtRelease('billing', FIRST, { '451.js': 'changed' }));
    assert.equal(changed.statusCode, 409);
    assert.match(changed.json().message, /already released with other files/);

    assert.equal((await deploy(token, 'POST', '/remotes/billing/promote', { version: FIRST })).statusCode, 200);
    assert.equal((await upload(token, 'billing', builtRelease('billing', SECOND))).statusCode, 201);
    const canary = await deploy(token, 'POST', '/remotes/billing/canary', { version: SECOND, share: 10 });
    assert.equal(canary.statusCode, 200, canary.body);
    assert.deepEqual(canary.json().data.share, 10);
    const aborted = await deploy(token, 'POST', '/remotes/billing/rollback', {});
    assert.deepEqual(aborted.json().data, { active: FIRST, canaryAborted: true });
    assert.equal((await deploy(token, 'POST', '/remotes/billing/promote', { version: SECOND })).statusCode, 200);
    const back = await deploy(token, 'POST', '/remotes/billing/rollback', {});
    assert.deepEqual(back.json().data, { active: FIRST, canaryAborted: false });

    const status = (await deploy(token, 'GET', '/remotes')).json().data;
    assert.equal(status.length, 1);
    assert.equal(status[0].name, 'billing');
    assert.equal(status[0].active, FIRST);
    assert.deepEqual(
      status[0].releases.map((r: { version: string }) => r.version),
      [FIRST, SECOND],
    );
    assert.deepEqual(
      status[0].history.map((e: { action: string }) => e.action),
      ['promote', 'canary', 'canary-abort', 'promote', 'rollback'],
    );
    assert.equal(readRegistry(registryFile(t.filesDir)).remotes.billing!.active, FIRST);

    const audited = await uses(id);
    assert.equal(audited.length, 10);
    assert.ok(audited.every((u) => u.actor_email === `Deploy token for billing (${prefix}…)`));
    assert.deepEqual(audited[0]!.target, `billing deployUploadRelease ${FIRST}`);
    assert.deepEqual(audited[2]!.details.status, 409);
    assert.match(audited[2]!.details.reason!, /already released/);
  });

  test('a token for billing cannot touch campaigns, says so, and each attempt is in the activity log', async () => {
    const { token, id } = (await issue('billing')).data;
    for (const refused of [
      await upload(token, 'campaigns', builtRelease('campaigns', FIRST)),
      await deploy(token, 'POST', '/remotes/campaigns/promote', { version: FIRST }),
      await deploy(token, 'POST', '/remotes/campaigns/rollback', {}),
      await deploy(token, 'GET', '/remotes/campaigns'),
    ]) {
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, 'This deploy token is for billing: it cannot deploy campaigns.');
    }
    assert.ok(!existsSync(join(releasesDir(t.filesDir), 'campaigns', FIRST)));
    assert.deepEqual(
      (await uses(id)).map((u) => [u.target, u.details.status, u.details.reason]),
      [
        'campaigns deployUploadRelease',
        `campaigns deployPromote ${FIRST}`,
        'campaigns deployRollback',
        'campaigns deployStatus',
      ].map((target) => [target, 403, 'This deploy token is for billing: it cannot deploy campaigns.']),
    );
  });

  test('a bad archive is refused with what is wrong with it', async () => {
    const { token } = (await issue('billing')).data;
    const refusal = async (body: Buffer) => {
      const answer = await deploy(token, 'POST', '/remotes/billing/releases', body);
      assert.equal(answer.statusCode, 400, answer.body);
      return answer.json().message as string;
    };
    assert.match(await refusal(gzipSync(Buffer.from('not a tar at all'))), /not a tar archive/);
    assert.match(await refusal(Buffer.from('not even gzip')), /not a tar archive/);
    const noEntry = builtRelease('billing', '2.0.0-ccccccc', {
      'mf-manifest.json': JSON.stringify({ metaData: { remoteEntry: { name: 'entry.js', path: '' } } }),
    });
    assert.match(await refusal(await packRelease(noEntry)), /entry\.js is missing/);
    const escaping = await packFiles([['../evil.js', Buffer.from('x')]]);
    assert.match(await refusal(escaping), /points outside the release folder/);
    assert.match(await refusal(await packFiles([['/etc/evil.js', Buffer.from('x')]])), /not a path inside/);
    const wrongRemote = builtRelease('campaigns', '2.0.0-eeeeeee');
    assert.match(await refusal(await packRelease(wrongRemote)), /release\.json is for campaigns, not billing/);
  });

  test('promote keeps running the promote checks and says why it refuses', async () => {
    const { token } = (await issue('billing')).data;
    const version = '3.0.0-fffffff';
    const noManifest = builtRelease('billing', version, {
      'mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './parcel' }],
      }),
    });
    assert.equal((await upload(token, 'billing', noManifest)).statusCode, 201);
    const refused = await deploy(token, 'POST', '/remotes/billing/promote', { version });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, `billing ${version} was not promoted: it does not expose ./manifest.`);

    // Built against a newer @beacon/shared/contract than the host in service provides: refused, with what it needs.
    const newer = '3.1.0-fffffff';
    const needsContract = builtRelease('billing', newer, {
      'release.json': JSON.stringify({
        name: 'billing',
        version: newer,
        outline: { title: 'Billing and services' },
        sharedEntries: { '@beacon/shared/contract': { version: '1.4.0', names: ['ROUTES'] } },
      }),
    });
    assert.equal((await upload(token, 'billing', needsContract)).statusCode, 201);
    const needs = await deploy(token, 'POST', '/remotes/billing/promote', { version: newer });
    assert.equal(needs.statusCode, 409);
    assert.match(
      needs.json().message,
      /it needs @beacon\/shared\/contract 1\.4\.0 \(it uses ROUTES\), and the host in service provides 1\.\d+\.\d+: release the host with @beacon\/shared\/contract 1\.4\.0 first/,
    );
  });
});
