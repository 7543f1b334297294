import { registryFile } from '@beacon/ops/places';
import { readRegistry } from '@beacon/ops/registry';
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { billingCanaryApp, CANARY, STABLE } from '../../../tooling/testing/billing-canary';
import { createTestApp } from '../../../tooling/testing/test-app';
import { analyseCanaries } from './canary-analysis';
import { canarySettings } from '../../kernel/config/canary-settings';
import { pruneIntake } from './intake-upkeep';
import { releaseEvidence } from './release-reports';
import { readEnvironment } from '../../kernel/config/environment';

const t = billingCanaryApp(['release_errors', 'release_page_views', 'release_replays']);

const ENVELOPE = () => `${t.url}/observability/api/1/envelope/?sentry_key=beacon&sentry_version=7`;

/** An error event of billing at a version, as @sentry/react sends it, one envelope each. */
function errorEnvelope(version: string, n = 0): string {
  const eventId = n.toString(16).padStart(32, '0');
  return [
    JSON.stringify({ event_id: eventId }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({
      event_id: eventId,
      release: `billing@${version}`,
      exception: { values: [{ type: 'TypeError', value: `Cannot read properties of undefined (row ${n})` }] },
    }),
  ].join('\n');
}

const post = (body: string | Buffer, cookie?: string) =>
  fetch(ENVELOPE(), {
    method: 'POST',
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: cookie ? { cookie } : {},
  });
const pageView = (version: string, cookie?: string) =>
  fetch(`${t.url}/observability/page-views`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ remote: 'billing', version }),
  });

/** A browser a user signed in on: the cookie the server set on their first API call, and the billing it serves them. */
async function signedInBrowser(email: string) {
  const token = await t.signIn(email);
  const me = await fetch(`${t.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  const cookie = me.headers
    .getSetCookie()
    .find((c) => c.startsWith('beacon_canary_user='))!
    .split(';')[0]!;
  const remotes = (await (await fetch(`${t.url}/remotes.json`, { headers: { cookie } })).json()) as {
    remotes: { name: string; version: string }[];
  };
  return { cookie, version: remotes.remotes.find((r) => r.name === 'billing')!.version };
}

/** A replay segment: its header line, then `body`. */
function replayEnvelope(body: Buffer): Buffer {
  const replayId = 'c'.repeat(32);
  const payload = Buffer.concat([Buffer.from('{"segment_id":0}\n'), body]);
  return Buffer.concat([
    Buffer.from(`${JSON.stringify({ event_id: replayId })}\n`),
    Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: payload.length })}\n`),
    payload,
  ]);
}

describe('the error intake under attack', () => {
  test('a compressed replay that would inflate to 300 MB is refused with 413, and the server keeps serving', async () => {
    const bomb = deflateSync(Buffer.alloc(300 * 1024 * 1024, 0x20), { level: 9 });
    assert.ok(bomb.length < 400 * 1024, `the bomb is ${bomb.length} bytes`);
    const response = await post(replayEnvelope(bomb));
    assert.equal(response.status, 413);
    assert.equal(
      ((await response.json()) as { message: string }).message,
      'A replay recording is too large once decompressed',
    );
    assert.equal((await fetch(`${t.url}/healthz`)).status, 200);
    const [kept] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM release_replays');
    assert.equal(kept?.n, 0);
  });

  test('a replay within the limits is kept as it was sent, compressed or not', async () => {
    const { cookie } = await signedInBrowser('admin@acme.test');
    const events = Buffer.from(JSON.stringify([{ type: 4, data: { href: 'http://localhost/' }, timestamp: 1 }]));
    assert.equal((await post(replayEnvelope(deflateSync(events)), cookie)).status, 200);
    const [kept] = await t.db.query<{ events: string }>('SELECT events FROM release_replays');
    assert.equal(kept?.events, events.toString());
  });

  test('an event over 1 MiB, or an envelope over 5 MiB, is refused with 413', async () => {
    const big = errorEnvelope(STABLE).replace('"release"', `"extra":"${'x'.repeat(1024 * 1024)}","release"`);
    assert.equal((await post(big)).status, 413);
    assert.equal((await post(Buffer.alloc(6 * 1024 * 1024, 0x41))).status, 413);
  });

  test('anonymous posts are kept apart: six errors against the canary do not abort it', async () => {
    for (let n = 0; n < 6; n += 1) assert.equal((await post(errorEnvelope(CANARY, n))).status, 200);
    for (let n = 0; n < 10; n += 1) assert.equal((await pageView(CANARY)).status, 204);
    const { health, unverified } = await releaseEvidence(t.db, 'billing', CANARY, new Date(0));
    assert.deepEqual(health, { errors: 0, pageViews: 0, rate: 0 });
    assert.deepEqual(unverified, { errors: 6, pageViews: 10 });
    const outcomes = await analyseCanaries(t.db, t.config.dataDir, canarySettings(readEnvironment({})));
    assert.equal(outcomes[0]?.outcome, 'watched');
    assert.equal(readRegistry(registryFile(t.config.dataDir)).remotes.billing?.canary?.state, 'running');
  });

  test('a forged user cookie, or a version the server does not serve that user, is not evidence', async () => {
    const { cookie, version } = await signedInBrowser('staff@beacon.test');
    const forged = cookie.replace(/\.[\w-]{22}$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    assert.equal((await post(errorEnvelope(version, 1), forged)).status, 200);
    const other = version === CANARY ? STABLE : CANARY;
    assert.equal((await post(errorEnvelope(other, 2), cookie)).status, 200);
    assert.equal((await post(errorEnvelope(version, 3), cookie)).status, 200);
    const rows = await t.db.query<{ version: string; evidence: boolean }>(
      'SELECT version, evidence_key IS NOT NULL AS evidence FROM release_errors ORDER BY id',
    );
    assert.deepEqual(rows, [
      { version, evidence: false },
      { version: other, evidence: false },
      { version, evidence: true },
    ]);
  });

  test('one user counts for at most three errors of a release, however many they send', async () => {
    const { cookie, version } = await signedInBrowser('admin@beacon.test');
    for (let n = 0; n < 20; n += 1) assert.equal((await post(errorEnvelope(version, n), cookie)).status, 200);
    const { health } = await releaseEvidence(t.db, 'billing', version, new Date(0));
    assert.equal(health.errors, 3);
  });

  test('1,500 anonymous page views from one address: past its quota the intake answers 429 with Retry-After', async () => {
    // A server of its own: the quotas are the process's, and this test spends one.
    const own = await createTestApp({ BEACON_CANARY_CHECK_SECONDS: '0' });
    after(() => own.close());
    const view = () =>
      fetch(`${own.url}/observability/page-views`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ remote: 'billing', version: CANARY }),
      });
    const statuses = new Map<number, number>();
    let retryAfter: string | null = null;
    for (let n = 0; n < 1500; n += 1) {
      const response = await view();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
    }
    assert.ok((statuses.get(204) ?? 0) <= 60, `${statuses.get(204)} anonymous page views were taken`);
    assert.ok((statuses.get(429) ?? 0) >= 1440);
    assert.ok(Number(retryAfter) > 0 && Number(retryAfter) <= 3600);
    const { health } = await releaseEvidence(own.db, 'billing', CANARY, new Date(0));
    assert.equal(health.pageViews, 0);
  });
});

describe('what the intake keeps', () => {
  test('errors and page views go after 30 days, replays after 7, and a release keeps its newest 10,000 errors', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
    await t.db.query(
      `INSERT INTO release_errors (event_id, remote, version, type, message, received_at)
       VALUES ('old', 'billing', $1, 'Error', 'old', $2), ('new', 'billing', $1, 'Error', 'new', $3)`,
      [STABLE, daysAgo(31), daysAgo(29)],
    );
    await t.db.query(
      `INSERT INTO release_errors (event_id, remote, version, type, message)
       SELECT 'flood-' || n, 'billing', $1, 'Error', 'flood' FROM generate_series(1, 10005) AS n`,
      [CANARY],
    );
    await t.db.query(
      `INSERT INTO release_page_views (remote, version, viewed_at) VALUES ('billing', $1, $2), ('billing', $1, $3)`,
      [STABLE, daysAgo(31), daysAgo(1)],
    );
    await t.db.query(
      `INSERT INTO release_replays (replay_id, segment_id, events, received_at) VALUES ('r', 0, '[]', $1), ('r', 1, '[]', $2)`,
      [daysAgo(8), daysAgo(6)],
    );
    assert.deepEqual(await pruneIntake(t.db), { errors: 6, pageViews: 1, replays: 1 });
    const [kept] = await t.db.query<{ stable: string[]; flood: number }>(
      `SELECT array_agg(event_id) FILTER (WHERE version = $1) AS stable,
              (count(*) FILTER (WHERE version = $2))::int AS flood
       FROM release_errors`,
      [STABLE, CANARY],
    );
    assert.deepEqual(kept?.stable, ['new']);
    assert.equal(kept?.flood, 10_000);
  });
});
