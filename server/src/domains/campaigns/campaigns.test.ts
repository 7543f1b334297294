import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CAMPAIGN_STATUSES } from '../../semantic/enumerations';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

const ids = (body: { data: { id: number }[] }) => body.data.map((c) => c.id);

describe('campaign list', () => {
  test('excludes Closed Won, sorts by the display order, pages', async () => {
    const all = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?pageSize=500');
    const [expected] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM campaigns WHERE client_id = 1 AND status <> 'Closed Won'",
    );
    assert.equal(all.body.page.total, expected!.n);
    assert.ok(all.body.data.every((c: { status: string }) => c.status !== 'Closed Won'));
    // The spec's display order, as the enumerations declare it.
    const order: readonly string[] = CAMPAIGN_STATUSES;
    const positions = all.body.data.map((c: { status: string }) => order.indexOf(c.status));
    assert.deepEqual(
      positions,
      [...positions].sort((a: number, b: number) => a - b),
    );
    const page2 = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?pageSize=10&page=2');
    assert.deepEqual(ids(page2.body), ids(all.body).slice(10, 20));
    const pastTheEnd = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?pageSize=10&page=500');
    assert.deepEqual(pastTheEnd.body.data, []);
    assert.equal(pastTheEnd.body.page.total, all.body.page.total, 'a page past the end still knows the total');
  });

  test('statuses, filters, advertiser ids and search', async () => {
    const live = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?statuses=Live&pageSize=500');
    assert.ok(live.body.data.length > 0 && live.body.data.every((c: { status: string }) => c.status === 'Live'));
    const proposals = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?filter=proposals&pageSize=500');
    assert.ok(proposals.body.data.every((c: { status: string }) => ['Proposal', 'Deal'].includes(c.status)));
    const closedWon = await call(
      t,
      'admin@acme.test',
      'GET',
      '/api/clients/1/campaigns?statuses=Closed%20Won&excludedStatus=Cancelled',
    );
    assert.ok(closedWon.body.data.every((c: { status: string }) => c.status === 'Closed Won'));
    const byAdvertiser = await call(
      t,
      'admin@acme.test',
      'GET',
      '/api/clients/1/campaigns?advertiserIds=2&pageSize=500',
    );
    assert.ok(byAdvertiser.body.data.every((c: { advertiserId: number }) => c.advertiserId === 2));
    const name = live.body.data[0].name as string;
    const searched = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/campaigns?search=${encodeURIComponent(name.slice(-12))}`,
    );
    assert.ok(searched.body.data.some((c: { name: string }) => c.name === name));
  });

  test('delivered budget is the sum of daily delivery; days remaining never negative', async () => {
    const live = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?statuses=Live&pageSize=1');
    const row = live.body.data[0];
    const [spend] = await t.db.query<{ s: number }>(
      'SELECT COALESCE(sum(spend), 0)::float8 AS s FROM daily_delivery WHERE campaign_id = $1',
      [row.id],
    );
    assert.ok(Math.abs(row.deliveredBudget - spend!.s) < 0.01);
    assert.ok(row.deliveredBudget > 0);
    const completed = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaigns?statuses=Completed');
    assert.ok(completed.body.data.every((c: { daysRemaining: number }) => c.daysRemaining === 0));
  });

  test("metrics: countActive is what the list's Active filter shows, in scope", async () => {
    for (const email of ['admin@acme.test', 'reports@acme.test']) {
      const metrics = await call(t, email, 'GET', '/api/clients/1/campaigns/metrics');
      const active = await call(t, email, 'GET', '/api/clients/1/campaigns?filter=active&pageSize=1');
      assert.ok(metrics.body.data.countActive > 0);
      assert.equal(metrics.body.data.countActive, active.body.page.total, email);
    }
  });
});

describe('one campaign', () => {
  test("full form with the spec's impressions rule", async () => {
    const [cpm] = await t.db.query<{ id: number; budget: number; rate: number }>(
      "SELECT id, total_budget::float8 AS budget, rate::float8 AS rate FROM campaigns WHERE client_id = 1 AND rate_type = 'CPM' ORDER BY id LIMIT 1",
    );
    const { body } = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${cpm!.id}`);
    assert.equal(body.data.impressions, Math.round((cpm!.budget / cpm!.rate) * 1000));
    assert.equal(body.data.rateType, 'CPM');
    assert.ok(body.data.advertiser.name);
    const [flat] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND rate_type IN ('FLAT_RATE', 'COST_PLUS') LIMIT 1",
    );
    assert.equal(
      (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${flat!.id}`)).body.data.impressions,
      0,
    );
  });

  test('proven process in order, updates newest first', async () => {
    const [live] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Live' AND start_date < current_date - 25 LIMIT 1",
    );
    const steps = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${live!.id}/proven-process`);
    assert.deepEqual(
      steps.body.data.map((s: { position: number }) => s.position),
      [1, 2, 3, 4, 5, 6, 7],
    );
    const updates = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaigns/${live!.id}/updates`);
    const times = updates.body.data.map((u: { createdAt: string }) => u.createdAt);
    assert.ok(times.length >= 2);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  test('campaigns of an advertiser by platform, and RFP forms by status', async () => {
    const meta = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/campaigns?platforms=META');
    assert.ok(meta.body.data.every((c: { platforms: string[] }) => c.platforms.includes('META')));
    const rfps = await call(
      t,
      'admin@acme.test',
      'GET',
      '/api/clients/1/rfp-forms?statuses=PROSPECT&statuses=AWAITING_IO',
    );
    assert.ok(rfps.body.data.every((r: { status: string }) => ['PROSPECT', 'AWAITING_IO'].includes(r.status)));
    const open = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/rfp-forms?pageSize=100');
    assert.ok(open.body.data.every((r: { status: string }) => r.status !== 'CLOSED'));
  });
});
