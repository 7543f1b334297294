import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

describe('audiences', () => {
  test('with their latest counts; history in order and within dates', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/audiences');
    assert.ok(list.body.data.length >= 3);
    const audience = list.body.data[0];
    const history = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/audiences/${audience.id}/counts-history`);
    const days = history.body.data.map((p: { day: string }) => p.day);
    assert.equal(days.length, 180);
    assert.deepEqual(days, [...days].sort());
    assert.equal(audience.counts.asOf, days.at(-1));
    assert.equal(audience.counts.deviceCount, history.body.data.at(-1).deviceCount);
    const window = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/audiences/${audience.id}/counts-history?startDate=${days[10]}&endDate=${days[19]}`,
    );
    assert.equal(window.body.data.length, 10);
  });

  test('reports and their named queries', async () => {
    const [audience] = await t.db.query<{ id: number }>(
      'SELECT id FROM audiences WHERE advertiser_id = 1 ORDER BY id LIMIT 1',
    );
    const reports = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/audiences/${audience!.id}/reports`);
    assert.deepEqual(reports.body.data.map((r: { queryName: string }) => r.queryName).sort(), [
      'AGE',
      'GENDER',
      'INCOME',
      'INTERESTS',
      'WEB_INSIGHTS',
    ]);
    const age = await call(t, 'admin@acme.test', 'POST', `/api/clients/1/audiences/${audience!.id}/query`, {
      queryName: 'AGE',
    });
    assert.equal(age.body.data.name, 'AGE');
    assert.equal(age.body.data.data.length, 6);
    const values = age.body.data.data.map((r: { value: number }) => r.value);
    assert.deepEqual(
      values,
      [...values].sort((a: number, b: number) => b - a),
    );
    const shares = age.body.data.data.reduce((s: number, r: { share: number }) => s + r.share, 0);
    assert.ok(Math.abs(shares - 100) < 0.1);
  });

  test('each report names the insight page it shows on, in its order there', async () => {
    const [audience] = await t.db.query<{ id: number }>(
      'SELECT id FROM audiences WHERE advertiser_id = 1 ORDER BY id LIMIT 1',
    );
    const reports = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/audiences/${audience!.id}/reports`);
    assert.deepEqual(
      reports.body.data.map((r: { name: string; page: string }) => `${r.page}: ${r.name}`),
      [
        'audience-composition: Age',
        'audience-composition: Gender',
        'audience-composition: Income',
        'web-insights: Top domains',
        'web-insights: Top categories',
      ],
    );
  });

  test('a report query added to the audience is listed and runs by its name, with no release', async () => {
    const [audience] = await t.db.query<{ id: number }>(
      'SELECT id FROM audiences WHERE advertiser_id = 1 ORDER BY id OFFSET 1 LIMIT 1',
    );
    const url = `/api/clients/1/audiences/${audience!.id}/query`;
    const before = await call(t, 'admin@acme.test', 'POST', url, { queryName: 'DEVICE_TYPES' });
    assert.equal(before.status, 404, 'no such report yet');

    await t.db.query(
      `INSERT INTO audience_reports (audience_id, name, query_name, page, position) VALUES ($1, 'Device types', 'DEVICE_TYPES', 'web-insights', 3)`,
      [audience!.id],
    );
    await t.db.query(
      `INSERT INTO audience_insights (audience_id, query_name, label, value, index_value)
      VALUES ($1, 'DEVICE_TYPES', 'Mobile', 60, 110), ($1, 'DEVICE_TYPES', 'Desktop', 30, 90), ($1, 'DEVICE_TYPES', 'Tablet', 10, 70)`,
      [audience!.id],
    );
    const reports = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/audiences/${audience!.id}/reports`);
    assert.deepEqual(reports.body.data.at(-1), {
      id: reports.body.data.at(-1).id,
      name: 'Device types',
      queryName: 'DEVICE_TYPES',
      page: 'web-insights',
    });
    const run = await call(t, 'admin@acme.test', 'POST', url, { queryName: 'DEVICE_TYPES' });
    assert.equal(run.status, 200, JSON.stringify(run.body));
    assert.deepEqual(run.body.data, {
      name: 'DEVICE_TYPES',
      data: [
        { label: 'Mobile', value: 60, index: 110, share: 60 },
        { label: 'Desktop', value: 30, index: 90, share: 30 },
        { label: 'Tablet', value: 10, index: 70, share: 10 },
      ],
    });
  });

  test('a query name that is not a name is a 400 with the field', async () => {
    const [audience] = await t.db.query<{ id: number }>('SELECT id FROM audiences WHERE advertiser_id = 1 LIMIT 1');
    const bad = await call(t, 'admin@acme.test', 'POST', `/api/clients/1/audiences/${audience!.id}/query`, {
      queryName: "AGE'; DROP TABLE audiences",
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.fields[0].field, 'queryName');
  });

  test("an unassigned advertiser's audience is 404 for a restricted user", async () => {
    const [audience] = await t.db.query<{ id: number }>('SELECT id FROM audiences WHERE advertiser_id = 5 LIMIT 1');
    assert.equal(
      (await call(t, 'reports@acme.test', 'GET', `/api/clients/1/audiences/${audience!.id}/counts-history`)).status,
      404,
    );
    assert.equal(
      (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/audiences/${audience!.id}/counts-history`)).status,
      200,
    );
  });
});

describe('audience taxonomy', () => {
  test("an advertiser's segments as a tree: segment types, then their audiences with counts", async () => {
    const { status, body } = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/audiences/taxonomy');
    assert.equal(status, 200);
    const audiences = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/audiences');
    const leaves = body.data.flatMap((n: { children: { audienceId: number }[] }) => n.children);
    assert.deepEqual(
      leaves.map((l: { audienceId: number }) => l.audienceId).sort(),
      audiences.body.data.map((a: { id: number }) => a.id).sort(),
    );
    for (const node of body.data) {
      assert.equal(node.audienceId, null);
      assert.match(node.title, /^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      const sum = node.children.reduce((s: number, c: { deviceCount: number }) => s + c.deviceCount, 0);
      assert.equal(node.deviceCount, sum);
    }
  });

  test("an unassigned advertiser's taxonomy is 404 for a restricted user", async () => {
    const response = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/advertisers/5/audiences/taxonomy');
    assert.equal(response.status, 404);
  });
});
