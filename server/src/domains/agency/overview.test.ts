import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

type Row = {
  clientId: number;
  name: string;
  spend: number | null;
  liveCampaigns: number;
  campaignsAtRisk: { campaignId: number; pacing: number; risk: string }[];
  overdueBalance: number;
  overdueInvoices: number;
  openAlerts: number;
};

const overview = async (email: string, query = '') => {
  const answer = await call(t, email, 'GET', `/api/agency/overview${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data as { range: string; clients: Row[] };
};

describe('the agency overview', () => {
  test('staff see every client, each with the figures its own pages show: spend, overdue balance, pacing', async () => {
    const data = await overview('staff@beacon.test');
    assert.equal(data.range, 'Last 30 days');
    const { body: clients } = await call(t, 'staff@beacon.test', 'GET', '/api/clients?pageSize=100');
    assert.deepEqual(
      data.clients.map((c) => c.clientId).sort((a, b) => a - b),
      clients.data.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
    );
    const acme = data.clients.find((c) => c.clientId === 1)!;
    // The overdue balance is the Billing page's own.
    const billing = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices/metrics');
    assert.equal(acme.overdueBalance, billing.body.data.overdueBalance);
    assert.equal(acme.overdueInvoices, billing.body.data.countOverdue);
    // Spend over the last 30 days is the client-wide figure a goal or an alert reads.
    const goal = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', {
      name: 'Client spend',
      metric: 'spend',
      scope: {},
      target: 0,
      direction: 'atLeast',
      range: 'Last 30 days',
    });
    const card = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/goals/scorecard');
    const read = card.body.data.goals.find((s: { goal: { id: number } }) => s.goal.id === goal.body.data.id);
    assert.equal(acme.spend, read.value);
    assert.ok(data.clients.every((c) => c.campaignsAtRisk.length <= c.liveCampaigns));
  });

  test("a live campaign booked ten times its budget falls behind plan, at the campaign page's own pacing", async () => {
    const [live] = await t.db.query<{ id: number }>(
      `SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Live' ORDER BY id LIMIT 1`,
    );
    const before = (await overview('staff@beacon.test')).clients.find((c) => c.clientId === 1)!;
    assert.ok(!before.campaignsAtRisk.some((c) => c.campaignId === live!.id), 'the seeded campaign is on plan');
    await t.db.query(`UPDATE campaigns SET total_budget = total_budget * 10 WHERE id = $1`, [live!.id]);
    const after = (await overview('staff@beacon.test')).clients.find((c) => c.clientId === 1)!;
    const atRisk = after.campaignsAtRisk.find((c) => c.campaignId === live!.id);
    assert.equal(atRisk?.risk, 'behind', JSON.stringify(after.campaignsAtRisk));
    const page = await call(t, 'staff@beacon.test', 'GET', `/api/clients/1/campaigns/${live!.id}/pacing`);
    assert.equal(Math.round(atRisk!.pacing * 10_000) / 100, page.body.data.pacingPercent);
  });

  test('an alert that holds counts as open for its client', async () => {
    const before = (await overview('admin@beacon.test')).clients.find((c) => c.clientId === 1)!.openAlerts;
    await t.db.query(
      `INSERT INTO alert_rules (client_id, created_by, name, metric, op, value, range, holding)
       SELECT 1, u.id, 'Holding', 'spend', 'above', 0, 'Last 7 days', true FROM users u WHERE u.email = 'admin@acme.test'`,
    );
    const after = (await overview('admin@beacon.test')).clients.find((c) => c.clientId === 1)!.openAlerts;
    assert.equal(after, before + 1);
  });

  test('a range is read as the reports read it; a client user is refused with 403', async () => {
    assert.equal((await overview('partner@beacon.test', '?range=MTD')).range, 'MTD');
    assert.equal((await call(t, 'admin@acme.test', 'GET', '/api/agency/overview')).status, 403);
    assert.equal((await call(t, 'reports@acme.test', 'GET', '/api/agency/overview')).status, 403);
    assert.equal((await call(t, 'staff@beacon.test', 'GET', '/api/agency/overview?range=Forever')).status, 400);
  });
});
