import { registryFile, releasesDir } from '@beacon/ops/places';
import { emptyRegistry, promote, writeRegistry } from '@beacon/ops/registry';
import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { SourceMapGenerator } from 'source-map';
import { testAppOfFile } from '../../../tooling/testing/test-app';

const FIRST = '1.0.0-aaaaaaa';
const SECOND = '1.1.0-bbbbbbb';

/** A release of billing as the store keeps it: its info, one minified file, and that file's source map beside it. */
function storeRelease(dataDir: string, version: string) {
  const dir = join(releasesDir(dataDir), 'billing', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'release.json'),
    JSON.stringify({
      name: 'billing',
      version,
      builtAt: new Date().toISOString(),
      outline: { title: 'Billing and services' },
    }),
  );
  // What promote checks: a federation manifest whose entry is there and that exposes ./manifest.
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './manifest' }, { path: './parcel' }],
      shared: [],
    }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), '');
  writeFileSync(join(dir, '451.js'), 'function a(b){return b.total}');
  const map = new SourceMapGenerator({ file: '451.js' });
  map.addMapping({
    generated: { line: 1, column: 22 },
    original: { line: 12, column: 4 },
    source: 'webpack://billing/./src/features/invoices/invoice-totals.ts',
    name: 'total',
  });
  writeFileSync(join(dir, '451.js.map'), map.toString());
}

/** The newest audit event: what the last action recorded, and who took it. */
const lastAudit = async () => {
  const [audit] = await t.db.query<{ action: string; target: string; actor_email: string }>(
    'SELECT action, target, actor_email FROM audit_events ORDER BY id DESC LIMIT 1',
  );
  return audit;
};
let admin: string;
const api = async (path: string, init: RequestInit = {}, token = admin) => {
  const response = await fetch(`${t.url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  return { status: response.status, body: (await response.json()) as { data: never; message?: string } };
};

/** A release action taken on the page: billing's version it leaves active, recorded in the audit log as the admin's. */
async function actedOnBilling(action: 'promote' | 'rollback', body: object, recorded: string, active: string) {
  const answer = await api(`/releases/billing/${action}`, { method: 'POST', body: JSON.stringify(body) });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body.data, { active });
  assert.deepEqual(await lastAudit(), {
    action: recorded,
    target: `billing ${active}`,
    actor_email: 'admin@beacon.test',
  });
}

const t = testAppOfFile(
  {
    BEACON_CANARY_CHECK_SECONDS: '0',
    // Browsers' reports are not announced to the response cache (page views would empty it all the time): the
    // page's answers may be two seconds old, and these tests read right after writing. createTestApp reads only
    // what it is given, not process.env.
    BEACON_RESPONSE_CACHE_SECONDS: '0',
    BEACON_SESSION_REPLAY_RATE: '0.05',
  },
  {
    ready: async (app) => {
      storeRelease(app.config.dataDir, FIRST);
      storeRelease(app.config.dataDir, SECOND);
      let registry = promote(emptyRegistry(), 'billing', FIRST, new Date(), { title: 'Billing and services' });
      registry = promote(registry, 'billing', SECOND, new Date(), { title: 'Billing and services' });
      writeRegistry(registryFile(app.config.dataDir), registry);
      admin = await app.signIn('admin@beacon.test');
      // Evidence (from signed-in users this server served the release to), and one error and one view from nobody known.
      await app.db.query(
        `INSERT INTO release_errors (event_id, remote, version, route, type, message, frames, evidence_key, fingerprint)
       VALUES ('e2', 'billing', $1, '/clients/1/billing', 'TypeError', 'b is undefined', '[]', NULL, 'f1'),
              ('e1', 'billing', $1, '/clients/1/billing', 'TypeError', 'b is undefined', $2::jsonb, 'user-1', 'f1')`,
        [SECOND, JSON.stringify([{ filename: `${app.url}/remotes/billing/${SECOND}/451.js`, lineno: 1, colno: 23 }])],
      );
      await app.db.query(
        `INSERT INTO release_page_views (remote, version, evidence_key)
       VALUES ('billing', $1, 'user-1'), ('billing', $1, 'user-2'), ('billing', $1, NULL)`,
        [SECOND],
      );
    },
  },
);

describe('the Releases page', () => {
  test('lists each remote with its releases, the version in service and its errors per page view', async () => {
    const { status, body } = await api('/releases');
    assert.equal(status, 200);
    const billing = (body.data as { name: string }[]).find((r) => r.name === 'billing') as Record<string, unknown>;
    assert.equal(billing.title, 'Billing and services');
    assert.equal(billing.active, SECOND);
    assert.deepEqual(billing.health, { errors: 1, pageViews: 2, rate: 0.5 });
    assert.deepEqual(billing.unverified, { errors: 1, pageViews: 1 });
    assert.deepEqual((billing.releases as { version: string }[]).map((r) => r.version).sort(), [FIRST, SECOND]);
    assert.equal(billing.canary, null);
  });

  test('is for BeaconAdmin only', async () => {
    const staff = await t.signIn('staff@beacon.test');
    assert.equal((await api('/releases', {}, staff)).status, 403);
    assert.equal((await api('/releases/billing/errors', {}, staff)).status, 403);
  });

  test("shows the newest errors with their stack traces mapped to the remote's sources", async () => {
    const { status, body } = await api('/releases/billing/errors');
    assert.equal(status, 200);
    const [error, unverified] = body.data as {
      message: string;
      verified: boolean;
      frames: Record<string, unknown>[];
    }[];
    assert.equal(error?.message, 'b is undefined');
    assert.equal(error?.verified, true);
    assert.equal(unverified?.verified, false);
    assert.deepEqual(error?.frames[0], {
      filename: `${t.url}/remotes/billing/${SECOND}/451.js`,
      lineno: 1,
      colno: 23,
      source: 'src/features/invoices/invoice-totals.ts',
      sourceLine: 12,
      sourceColumn: 4,
      sourceName: 'total',
    });
  });

  test('groups errors by fingerprint, with the users who reported them and what came from nobody known', async () => {
    const { status, body } = await api('/releases/billing/error-groups');
    assert.equal(status, 200);
    const [group] = body.data as Record<string, unknown>[];
    assert.deepEqual(
      { ...group, firstSeen: undefined, lastSeen: undefined },
      {
        fingerprint: 'f1',
        type: 'TypeError',
        message: 'b is undefined',
        count: 1,
        users: 1,
        unverified: 1,
        versions: [SECOND],
        firstSeen: undefined,
        lastSeen: undefined,
      },
    );
  });

  test('keeps a session replay sent with an error, viewable from that error', async () => {
    const replayId = 'c'.repeat(32);
    const events = [{ type: 4, data: { href: 'http://localhost/clients/1/billing' }, timestamp: 1 }];
    const recording = Buffer.concat([Buffer.from('{"segment_id":0}\n'), deflateSync(JSON.stringify(events))]);
    const error = {
      event_id: 'd'.repeat(32),
      release: `billing@${SECOND}`,
      contexts: { replay: { replay_id: replayId } },
      exception: { values: [{ type: 'Error', value: 'replayed' }] },
    };
    const body = Buffer.concat([
      Buffer.from(`${JSON.stringify({ event_id: replayId })}\n${JSON.stringify({ type: 'replay_event' })}\n{}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: recording.length })}\n`),
      recording,
      Buffer.from(`\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(error)}\n`),
    ]);
    const sent = await fetch(`${t.url}/observability/api/1/envelope/?sentry_key=beacon`, { method: 'POST', body });
    assert.equal(sent.status, 200);
    const listed = await api('/releases/billing/errors');
    const replayed = (listed.body.data as { message: string; replayId: string | null }[]).find(
      (e) => e.message === 'replayed',
    );
    assert.equal(replayed?.replayId, replayId);
    const replay = await api(`/releases/replays/${replayId}`);
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.body.data, { replayId, events });
    assert.equal((await api(`/releases/replays/${'e'.repeat(32)}`)).status, 404);
  });

  test('keeps source maps beside each release without serving them', async () => {
    assert.equal((await fetch(`${t.url}/remotes/billing/${SECOND}/451.js`)).status, 200);
    assert.equal((await fetch(`${t.url}/remotes/billing/${SECOND}/451.js.map`)).status, 404);
  });

  test('rolls back from the page, recorded in the audit log; a version not in the store is refused with its reason', async () => {
    const refused = await api('/releases/billing/promote', {
      method: 'POST',
      body: JSON.stringify({ version: '9.9.9-zzzzzzz' }),
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, 'billing 9.9.9-zzzzzzz is not in the release store.');
    await actedOnBilling('rollback', {}, 'release.rolled-back', FIRST);
    assert.equal((await api('/releases/nothing/rollback', { method: 'POST', body: '{}' })).status, 404);
  });

  test('promotes from the page, recorded in the audit log, and every browser is served it', async () => {
    await actedOnBilling('promote', { version: SECOND }, 'release.promoted', SECOND);
    const served = (await (await fetch(`${t.url}${REMOTES_DOCUMENT_PATH}`)).json()) as RemotesDocument;
    assert.equal(served.remotes.find((remote) => remote.name === 'billing')?.version, SECOND);
    // The page's history, newest first, has both actions.
    const overview = await api('/releases');
    const billing = (overview.body.data as { name: string; history: { action: string; version: string }[] }[]).find(
      (remote) => remote.name === 'billing',
    );
    assert.deepEqual(
      billing?.history.slice(0, 2).map((event) => event.action),
      ['promote', 'rollback'],
    );
  });

  test("session replay sampling: the environment's rate until a BeaconAdmin sets one, served to browsers, audited", async () => {
    const configJson = async () =>
      ((await (await fetch(`${t.url}/config.json`)).json()) as { observability: { sessionReplaySampleRate: number } })
        .observability.sessionReplaySampleRate;
    assert.deepEqual((await api('/releases/session-replay')).body, {
      data: { sampleRate: 0.05, updatedBy: null, updatedAt: null },
    });
    assert.equal(await configJson(), 0.05);

    const set = await api('/releases/session-replay', { method: 'PUT', body: JSON.stringify({ sampleRate: 0.25 }) });
    assert.equal(set.status, 200);
    assert.equal((set.body.data as { sampleRate: number }).sampleRate, 0.25);
    assert.equal((set.body.data as { updatedBy: string }).updatedBy, 'admin@beacon.test');
    assert.equal(await configJson(), 0.25);
    const [audit] = await t.db.query<{ actor_email: string; details: Record<string, number> }>(
      `SELECT actor_email, details FROM audit_events WHERE action = 'release.session-replay-changed' ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(audit, {
      actor_email: 'admin@beacon.test',
      details: { sampleRate: 0.25, previousSampleRate: 0.05 },
    });

    // Off is a rate of 0; the setting wins over the environment's default from then on.
    await api('/releases/session-replay', { method: 'PUT', body: JSON.stringify({ sampleRate: 0 }) });
    assert.equal(await configJson(), 0);

    const bad = await api('/releases/session-replay', { method: 'PUT', body: JSON.stringify({ sampleRate: 2 }) });
    assert.equal(bad.status, 400);
    assert.equal(await configJson(), 0);
    const staff = await t.signIn('staff@beacon.test');
    const refused = await api(
      '/releases/session-replay',
      { method: 'PUT', body: JSON.stringify({ sampleRate: 1 }) },
      staff,
    );
    assert.equal(refused.status, 403);
    assert.equal((await api('/releases/session-replay', {}, staff)).status, 403);
  });
});
