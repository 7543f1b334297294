import { registryFile } from '@beacon/ops/places';
import { readRegistry } from '@beacon/ops/registry';
import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { billingCanaryApp, CANARY, STABLE } from '../../../tooling/testing/billing-canary';
import { analyseCanaries } from './canary-analysis';
import { canarySettings } from '../../kernel/config/canary-settings';
import { readEnvironment } from '../../kernel/config/environment';

const settings = canarySettings(readEnvironment({}));

const t = billingCanaryApp(['release_errors', 'release_page_views']);

/** The billing version /remotes.json gives a browser that sends this cookie (or none), and the cookie it is given. */
async function billingFor(cookie?: string) {
  const response = await fetch(`${t.url}${REMOTES_DOCUMENT_PATH}`, { headers: cookie ? { cookie } : {} });
  const body = (await response.json()) as RemotesDocument;
  const billing = body.remotes.find((remote) => remote.name === 'billing')!;
  return { version: billing.version, entry: billing.entry, setCookie: response.headers.get('set-cookie') };
}

/** What signed-in users' browsers reported of a release (evidence): each page view and error from a user of its own. */
async function browserReports(version: string, pageViews: number, errors: number) {
  for (let i = 0; i < pageViews; i += 1) {
    await t.db.query('INSERT INTO release_page_views (remote, version, evidence_key) VALUES ($1, $2, $3)', [
      'billing',
      version,
      `user-${version}-${i}`,
    ]);
  }
  for (let i = 0; i < errors; i += 1) {
    await t.db.query(
      `INSERT INTO release_errors (event_id, remote, version, type, message, evidence_key)
       VALUES ($1, 'billing', $2, 'TypeError', 'boom', $3)`,
      [`e${i}`, version, `user-${version}-${i}`],
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

  test('a signed-in user keeps their version in every tab and every browser they sign in on', async () => {
    // Each user signs in on 12 browsers of their own: whatever each browser alone would get (about half the
    // canary), the user gets one version everywhere.
    const users = ['admin@beacon.test', 'staff@beacon.test', 'partner@beacon.test', 'admin@acme.test'];
    for (const email of users) {
      const token = await t.signIn(email);
      const served = new Set<string>();
      for (let i = 0; i < 12; i += 1) {
        const browser = `beacon_browser=${email.replace(/\W/g, '-')}-browser-${i}`;
        // Signing in: the first API call this browser makes for the user names them to it.
        const me = await fetch(`${t.url}/api/users/me`, {
          headers: { authorization: `Bearer ${token}`, cookie: browser },
        });
        assert.equal(me.status, 200);
        const userCookie = me.headers.getSetCookie().find((c) => c.startsWith('beacon_canary_user='));
        assert.match(
          userCookie ?? '',
          /^beacon_canary_user=user-[0-9a-f]{40}\.[\w-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
        );
        const cookie = `${browser}; ${userCookie!.split(';')[0]}`;
        // Every later call keeps the cookie as it is: nothing is set again.
        const again = await fetch(`${t.url}/api/users/me`, { headers: { authorization: `Bearer ${token}`, cookie } });
        assert.deepEqual(again.headers.getSetCookie(), []);
        // Two tabs, a reload each.
        for (let tab = 0; tab < 2; tab += 1) served.add((await billingFor(cookie)).version);
      }
      assert.equal(served.size, 1, `${email} was served ${[...served].join(' and ')}`);
    }
    // Browsers nobody signed in on go by their own ids: of 24, both versions appear.
    const alone = await Promise.all(Array.from({ length: 24 }, (_, i) => billingFor(`beacon_browser=alone-${i}`)));
    assert.equal(new Set(alone.map((v) => v.version)).size, 2);
  });

  test('another user signing in on a browser takes it over', async () => {
    const admin = await t.signIn('admin@beacon.test');
    const staff = await t.signIn('staff@beacon.test');
    const cookieOf = async (token: string, cookie: string) =>
      (await fetch(`${t.url}/api/users/me`, { headers: { authorization: `Bearer ${token}`, cookie } })).headers
        .getSetCookie()
        .find((c) => c.startsWith('beacon_canary_user='))
        ?.split(';')[0];
    const adminCookie = await cookieOf(admin, 'beacon_browser=shared-browser-1');
    const staffCookie = await cookieOf(staff, `beacon_browser=shared-browser-1; ${adminCookie}`);
    assert.ok(adminCookie && staffCookie && adminCookie !== staffCookie);
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
