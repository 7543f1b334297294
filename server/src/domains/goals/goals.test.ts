import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { unassignedAdvertiser } from '../../../tooling/testing/client-scopes';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

let campaignId = 0;
let foreignAdvertiserId = 0;
const goal = (over: object = {}) => ({
  name: 'Spend this month',
  metric: 'spend',
  scope: { campaignId },
  target: 1,
  direction: 'atLeast',
  range: 'Last 30 days',
  ...over,
});

type Standing = { goal: { id: number; name: string }; value: number | null; standing: string; gap: number | null };
const scorecard = async (email: string) => {
  const answer = await call(t, email, 'GET', '/api/clients/1/goals/scorecard');
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data as { goals: Standing[]; met: number; missed: number };
};
const standingOf = async (email: string, id: number) => (await scorecard(email)).goals.find((s) => s.goal.id === id);

describe('goals', () => {
  before(async () => {
    // A live campaign the reporting user sees (it has delivered), and an advertiser of client 1 they do not see.
    const mine = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/campaigns?status=Live');
    campaignId = mine.body.data[0].id;
    foreignAdvertiserId = await unassignedAdvertiser(t.db, 'reports@acme.test');
  });

  test('a client admin sets a goal and sees it met on the scorecard, with its figure and how far past the target', async () => {
    const created = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', goal());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.data.scope, { campaignId });
    assert.equal(created.body.data.createdBy, 'Alex Morgan');
    const standing = await standingOf('admin@acme.test', created.body.data.id);
    assert.ok(standing && standing.value !== null && standing.value > 1, JSON.stringify(standing));
    assert.equal(standing.standing, 'met');
    assert.equal(standing.gap, standing.value - 1);
  });

  test('the direction decides: at least a target above the figure is missed, at most the same target is met', async () => {
    const atLeast = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', goal({ target: 1e12 }));
    const atMost = await call(
      t,
      'admin@acme.test',
      'POST',
      '/api/clients/1/goals',
      goal({ target: 1e12, direction: 'atMost', name: 'Spend capped' }),
    );
    const card = await scorecard('admin@acme.test');
    const missed = card.goals.find((s) => s.goal.id === atLeast.body.data.id)!;
    const met = card.goals.find((s) => s.goal.id === atMost.body.data.id)!;
    assert.equal(missed.standing, 'missed');
    assert.ok(missed.gap! < 0, 'a missed minimum is short of its target');
    assert.equal(met.standing, 'met');
    assert.equal(met.value, missed.value, 'both read the same figure');
    assert.equal(card.missed, card.goals.filter((s) => s.standing === 'missed').length);
  });

  test('a goal is changed and deleted by a writer; a reporting user reads it but may not change it', async () => {
    const { body } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', goal({ name: 'To change' }));
    const id = body.data.id;
    const changed = await call(
      t,
      'admin@acme.test',
      'PUT',
      `/api/clients/1/goals/${id}`,
      goal({ name: 'Changed', metric: 'pacing', target: 0.9 }),
    );
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.metric, 'pacing');
    assert.equal((await call(t, 'reports@acme.test', 'GET', `/api/clients/1/goals/${id}`)).status, 200);
    assert.equal((await call(t, 'reports@acme.test', 'DELETE', `/api/clients/1/goals/${id}`)).status, 403);
    assert.equal((await call(t, 'reports@acme.test', 'POST', '/api/clients/1/goals', goal())).status, 403);
    assert.equal((await call(t, 'admin@acme.test', 'DELETE', `/api/clients/1/goals/${id}`)).status, 204);
    assert.equal((await call(t, 'admin@acme.test', 'GET', `/api/clients/1/goals/${id}`)).status, 404);
  });

  test("a goal is seen only by those who see its whole subject; another client's user gets 404", async () => {
    const whole = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', goal({ name: 'Whole', scope: {} }));
    const foreign = await call(
      t,
      'admin@acme.test',
      'POST',
      '/api/clients/1/goals',
      goal({ name: 'Not theirs', scope: { advertiserId: foreignAdvertiserId } }),
    );
    assert.equal(whole.status, 201);
    assert.equal(foreign.status, 201);
    const seen = (await scorecard('reports@acme.test')).goals.map((s) => s.goal.id);
    assert.ok(!seen.includes(whole.body.data.id), 'a goal on the whole client is not read over a part of it');
    assert.ok(!seen.includes(foreign.body.data.id));
    assert.equal(
      (await call(t, 'reports@acme.test', 'GET', `/api/clients/1/goals/${foreign.body.data.id}`)).status,
      404,
    );
    assert.equal((await call(t, 'franchise@northwind.test', 'GET', '/api/clients/1/goals')).status, 404);
    assert.equal((await call(t, 'franchise@northwind.test', 'GET', '/api/clients/1/goals/scorecard')).status, 404);
    const other = await call(t, 'franchise@northwind.test', 'GET', `/api/clients/1/goals/${whole.body.data.id}`);
    assert.equal(other.status, 404);
  });

  test('bad goals are refused naming the field: an unknown metric, pacing of the whole client, both subjects', async () => {
    const refused = async (body: object) => {
      const { status, body: answer } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', body);
      assert.equal(status, 400, JSON.stringify(answer));
      return answer.fields.map((f: { field: string }) => f.field);
    };
    assert.ok((await refused(goal({ metric: 'happiness' }))).some((f: string) => f.includes('metric')));
    assert.ok((await refused(goal({ direction: 'around' }))).some((f: string) => f.includes('direction')));
    assert.deepEqual(await refused(goal({ metric: 'pacing', scope: {} })), ['scope']);
    assert.deepEqual(await refused(goal({ scope: { campaignId, advertiserId: foreignAdvertiserId } })), ['scope']);
  });

  test('in demo mode a spend goal shows its figure and target scaled alike, standing unchanged; a rate is not scaled', async () => {
    const spend = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/goals', goal({ name: 'Demo spend' }));
    const ctr = await call(
      t,
      'admin@acme.test',
      'POST',
      '/api/clients/1/goals',
      goal({ name: 'Demo CTR', metric: 'ctr', target: 0.001 }),
    );
    const demo = await t.app.inject({
      url: '/api/clients/1/goals/scorecard',
      headers: { ...(await t.auth('admin@acme.test')), 'x-beacon-demo': '0123456789abcdef' },
    });
    const shown = (JSON.parse(demo.body) as { data: { goals: (Standing & { goal: { target: number } })[] } }).data
      .goals;
    const real = (await scorecard('admin@acme.test')).goals;
    const pair = (id: number) => [real.find((s) => s.goal.id === id)!, shown.find((s) => s.goal.id === id)!] as const;
    const [realSpend, demoSpend] = pair(spend.body.data.id);
    assert.notEqual(demoSpend.value, realSpend.value, 'the real spend never shows in a demo');
    // The factor as the test can read it back: a quotient of two floating-point figures, so equal to the last bits
    // only (5 can come back as 4.999999999999999, as the seed of 2026-12-05 showed).
    const factor = demoSpend.value! / realSpend.value!;
    const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
    assert.ok(near(demoSpend.goal.target, factor * 1), `target ${demoSpend.goal.target}, factor ${factor}`);
    assert.equal(demoSpend.standing, realSpend.standing);
    assert.ok(near(demoSpend.gap!, demoSpend.value! - demoSpend.goal.target), `gap ${demoSpend.gap}`);
    const [realCtr, demoCtr] = pair(ctr.body.data.id);
    assert.equal(demoCtr.value, realCtr.value);
    assert.equal(demoCtr.goal.target, 0.001);
  });
});
