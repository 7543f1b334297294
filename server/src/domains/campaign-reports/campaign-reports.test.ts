import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { REPORT_TABS } from '../../semantic/enumerations';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

type Row = Record<string, number | string>;
const result = (body: { data: { queryResults: { name: string; data: Row[] }[] } }, name: string) =>
  body.data.queryResults.find((r) => r.name === name)!.data;

describe('campaign report specifications', () => {
  test("the suite's tabs for everyone, plus the client's own; defaults per specification", async () => {
    const acme = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaign-reports/specifications');
    const northwind = await call(
      t,
      'franchise@northwind.test',
      'GET',
      '/api/clients/3/campaign-reports/specifications',
    );
    const names = acme.body.data.map((s: { name: string }) => s.name);
    for (const tab of REPORT_TABS) {
      assert.ok(names.includes(tab), tab);
    }
    assert.equal(northwind.body.data.length, acme.body.data.length + 1);
    const own = northwind.body.data.find((s: { clientId: number | null }) => s.clientId === 3);
    assert.equal(
      (await call(t, 'admin@acme.test', 'GET', `/api/clients/1/campaign-reports/specifications/${own.id}/defaults`))
        .status,
      404,
    );
    const defaults = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/campaign-reports/specifications/${acme.body.data[0].id}/defaults`,
    );
    assert.equal(defaults.body.data.dateRange, 'Campaign Lifetime');
  });
});

describe('running a report on daily delivery', () => {
  test("a campaign's lifetime by day and platform adds up to its totals and to the table", async () => {
    const [campaign] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 1 AND status = 'Completed' ORDER BY id LIMIT 1",
    );
    const { status, body } = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      campaignIds: [campaign!.id],
      groupBy: ['day', 'platform'],
    });
    assert.equal(status, 200);
    const rows = result(body, 'breakdown');
    const totals = result(body, 'totals')[0]!;
    const sum = (key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    assert.ok(rows.length > 10);
    assert.ok(Math.abs(sum('spend') - Number(totals.spend)) < 0.05);
    assert.equal(sum('impressions'), totals.impressions);
    const [db] = await t.db.query<{ impressions: number; clicks: number }>(
      'SELECT sum(impressions)::float8 AS impressions, sum(clicks)::float8 AS clicks FROM daily_delivery WHERE campaign_id = $1',
      [campaign!.id],
    );
    assert.equal(totals.impressions, db!.impressions);
    assert.equal(totals.clicks, db!.clicks);
    assert.ok(Number(totals.ctr) > 0 && Number(totals.ctr) < 0.1);
  });

  test('date range, platform filter and a specification narrow the rows', async () => {
    const body = { groupBy: ['day'], queryParams: { dateRange: { startDate: '2026-01-01', endDate: '2026-01-31' } } };
    const january = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', body);
    assert.ok(result(january.body, 'breakdown').every((r) => String(r.day).startsWith('2026-01')));
    const meta = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      groupBy: ['platform'],
      queryParams: { platforms: ['META'] },
    });
    assert.deepEqual(
      result(meta.body, 'breakdown').map((r) => r.platform),
      ['META'],
    );
    const specs = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/campaign-reports/specifications');
    const ctv = specs.body.data.find((s: { name: string }) => s.name === 'CTV');
    const ctvRun = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      specificationId: ctv.id,
      groupBy: ['adFormat'],
    });
    assert.equal(ctvRun.body.data.report.name, 'CTV');
    assert.deepEqual(
      result(ctvRun.body, 'breakdown').map((r) => r.adFormat),
      ['CTV'],
    );
    const backwards = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      queryParams: { dateRange: { startDate: '2026-02-01', endDate: '2026-01-01' } },
    });
    assert.equal(backwards.status, 400);
  });

  test('ids of other clients or unassigned advertisers contribute nothing', async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      "SELECT id FROM campaigns WHERE client_id = 2 AND status = 'Completed' LIMIT 1",
    );
    const run = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      campaignIds: [foreign!.id],
    });
    assert.equal(result(run.body, 'totals')[0]!.impressions, 0);
    const restricted = await call(t, 'reports@acme.test', 'POST', '/api/clients/1/campaign-reports/query', {
      groupBy: ['advertiser'],
    });
    assert.ok(result(restricted.body, 'breakdown').every((r) => [1, 2].includes(Number(r.advertiser))));
  });
});

describe('advertiser builder reports and schedules', () => {
  test('reports list and a query returns only the asked columns', async () => {
    const reports = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/builder-reports');
    assert.equal(reports.body.data.length, 2);
    const run = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/advertisers/1/builder-reports/query', {
      columnNamesToQuery: ['region', 'conversions', 'spend'],
      columnNamesToShow: ['region', 'spend'],
    });
    assert.equal(run.status, 200);
    assert.deepEqual(run.body.data.columns, ['region', 'spend']);
    assert.deepEqual(run.body.data.rows.map((r: Row) => r.region).sort(), [
      'Midwest',
      'Northeast',
      'Southeast',
      'West',
    ]);
    assert.deepEqual(Object.keys(run.body.data.rows[0]).sort(), ['region', 'spend']);
  });

  test('schedules: create, list (LOOKER), history, delete', async () => {
    const created = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/advertisers/1/builder-reports/schedules', {
      name: 'Monday digest',
      frequency: 'WEEKLY',
      recipients: ['cmo@acmeoutdoor.com'],
      builderReportId: 1,
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.data.type, 'LOOKER');
    const list = await call(
      t,
      'admin@acme.test',
      'GET',
      '/api/clients/1/advertisers/1/builder-reports/schedules?type=LOOKER',
    );
    assert.ok(list.body.data.some((s: { id: number }) => s.id === created.body.data.id));
    const seeded = list.body.data.find((s: { lastRunAt: string | null }) => s.lastRunAt);
    const history = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/advertisers/1/builder-reports/schedules/${seeded.id}/history`,
    );
    assert.equal(history.body.data.length, 6);
    const otherReport = await call(
      t,
      'admin@acme.test',
      'POST',
      '/api/clients/1/advertisers/1/builder-reports/schedules',
      {
        name: 'x',
        frequency: 'DAILY',
        recipients: ['a@b.test'],
        builderReportId: 50,
      },
    );
    assert.equal(otherReport.status, 400);
    assert.equal(
      (
        await call(
          t,
          'admin@acme.test',
          'DELETE',
          `/api/clients/1/advertisers/1/builder-reports/schedules/${created.body.data.id}`,
        )
      ).status,
      204,
    );
    assert.equal(
      (
        await call(
          t,
          'admin@acme.test',
          'GET',
          `/api/clients/1/advertisers/1/builder-reports/schedules/${created.body.data.id}/history`,
        )
      ).status,
      404,
    );
  });
});
