import { startCanary } from '@beacon/ops/canary';
import { registryFile } from '@beacon/ops/places';
import { emptyRegistry, promote, readRegistry, writeRegistry } from '@beacon/ops/registry';
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../testing/test-app';
import { analyseCanaries } from './canary-analysis';
import { canarySettings } from './canary-settings';

const STABLE = '1.0.0-aaaaaaa';
const CANARY = '1.1.0-bbbbbbb';
const settings = canarySettings({});

let t: TestApp;
before(async () => {
  t = await createTestApp({ BEACON_CANARY_CHECK_SECONDS: '0' });
});
after(async () => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM release_errors');
  await t.db.query('DELETE FROM release_page_views');
  const registry = promote(emptyRegistry(), 'billing', STABLE, new Date(Date.now() - 60_000));
  writeRegistry(registryFile(t.config.dataDir), startCanary(registry, 'billing', CANARY, 50, 30));
});

/** The billing version /remotes.json gives a browser that sends this cookie (or none), and the cookie it is given. */
async function billingFor(cookie?: string) {
  const response = await fetch(`${t.url}/remotes.json`, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as { remotes: { name: string; version: string; entry: string }[] };
  const billing = body.remotes.find((remote) => remote.name === 'billing')!;
  return { version: billing.version, entry: billing.entry, setCookie: response.headers.get('set-cookie') };
}

async function browserReports(version: string, pageViews: number, errors: number) {
  for (let i = 0; i < pageViews; i += 1) {
    await t.db.query('INSERT INTO release_page_views (remote, version) VALUES ($1, $2)', ['billing', version]);
  }
  for (let i = 0; i < errors; i += 1) {
    await t.db.query(
      `INSERT INTO release_errors (event_id, remote, version, type, message) VALUES ($1, 'billing', $2, 'TypeError', 'boom')`,
      [`e${i}`, version],
    );
  }
}

describe('a canary release as browsers see it', () => {
  test('a new browser is given an id, and every reload with it gets the same version', async () => {
    const first = await billingFor();
    assert.match(
      first.setCookie ?? '',
      /^beacon_browser=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
    );
    const cookie = first.setCookie!.split(';')[0]!;
    const again = await billingFor(cookie);
    assert.equal(again.setCookie, null);
    for (let i = 0; i < 3; i += 1) assert.equal((await billingFor(cookie)).version, again.version);
  });

  test('about half of the browsers get the 50% canary, from its own release folder', async () => {
    const versions = await Promise.all(
      Array.from({ length: 60 }, (_, i) => billingFor(`beacon_browser=browser-number-${i}`)),
    );
    const onCanary = versions.filter((v) => v.version === CANARY);
    assert.ok(onCanary.length > 15 && onCanary.length < 45, `${onCanary.length} of 60`);
    assert.ok(onCanary.every((v) => v.entry.endsWith(`/remotes/billing/${CANARY}/mf-manifest.json`)));
  });
});

describe('the canary analysis', () => {
  test('a canary clearly worse than the version in service is rolled back by itself, and operators are told', async () => {
    await browserReports(STABLE, 20, 0);
    await browserReports(CANARY, 10, 8);
    const outcomes = await analyseCanaries(t.db, t.config.dataDir, settings);
    assert.deepEqual(outcomes, [{ remote: 'billing', version: CANARY, outcome: 'aborted' }]);

    const billing = readRegistry(registryFile(t.config.dataDir)).remotes.billing!;
    assert.equal(billing.active, STABLE);
    assert.equal(billing.canary?.state, 'aborted');
    assert.equal(billing.canary?.errorRates?.canary.errors, 8);
    assert.equal(billing.history.at(-1)?.action, 'canary-abort');
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => billingFor(`beacon_browser=browser-number-${i}`)),
    );
    assert.ok(all.every((v) => v.version === STABLE));

    const [notice] = await t.db.query<{ title: string; content: string }>(
      `SELECT n.title, n.content FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE u.email = 'admin@beacon.test' ORDER BY n.id DESC LIMIT 1`,
    );
    assert.equal(notice?.title, `billing ${CANARY} was rolled back automatically`);
    assert.match(notice?.content ?? '', /0\.80 errors per page view \(8 in 10\) against 0\.00 errors per page view/);
    const [audit] = await t.db.query<{ action: string; target: string; actor_email: string }>(
      'SELECT action, target, actor_email FROM audit_events ORDER BY id DESC LIMIT 1',
    );
    assert.deepEqual(audit, {
      action: 'release.canary-aborted',
      target: `billing ${CANARY}`,
      actor_email: 'Beacon (automatic)',
    });
  });

  test('too few errors to judge, or errors no worse than in service, leave the canary running', async () => {
    await browserReports(STABLE, 10, 2);
    await browserReports(CANARY, 10, 3);
    const outcomes = await analyseCanaries(t.db, t.config.dataDir, settings);
    assert.deepEqual(outcomes, [{ remote: 'billing', version: CANARY, outcome: 'watched' }]);
    const canary = readRegistry(registryFile(t.config.dataDir)).remotes.billing!.canary!;
    assert.equal(canary.state, 'running');
    assert.deepEqual(canary.errorRates?.stable, { errors: 2, pageViews: 10, rate: 0.2 });
  });

  test('a healthy canary steps up after each step and becomes the version in service after 100%', async () => {
    await browserReports(CANARY, 10, 0);
    const inSeconds = (s: number) => new Date(Date.now() + s * 1000);
    assert.equal((await analyseCanaries(t.db, t.config.dataDir, settings, inSeconds(31)))[0]?.outcome, 'stepped');
    assert.equal(readRegistry(registryFile(t.config.dataDir)).remotes.billing?.canary?.share, 100);
    assert.equal((await analyseCanaries(t.db, t.config.dataDir, settings, inSeconds(62)))[0]?.outcome, 'completed');
    const billing = readRegistry(registryFile(t.config.dataDir)).remotes.billing!;
    assert.equal(billing.active, CANARY);
    assert.equal(billing.canary, null);
    assert.equal((await billingFor('beacon_browser=browser-number-1')).version, CANARY);
  });
});
