import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

describe('clients', () => {
  test('internal users list every client; standard users only their own', async () => {
    const all = await call(t, 'staff@beacon.test', 'GET', '/api/clients?pageSize=100');
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM clients');
    assert.equal(all.body.page.total, count!.n);
    assert.ok(all.body.data.some((c: { name: string }) => c.name === 'Northwind Fitness'));
    const own = await call(t, 'admin@acme.test', 'GET', '/api/clients');
    assert.deepEqual(
      own.body.data.map((c: { name: string }) => c.name),
      ['Acme Outdoor'],
    );
    const searched = await call(t, 'staff@beacon.test', 'GET', '/api/clients?search=glob');
    assert.deepEqual(
      searched.body.data.map((c: { label: string }) => c.label),
      ['Globex Retail'],
    );
  });

  test("a client with its groups; a franchisee sees only their group's advertisers", async () => {
    const full = await call(t, 'staff@beacon.test', 'GET', '/api/clients/3');
    const franchise = await call(t, 'franchise@northwind.test', 'GET', '/api/clients/3');
    assert.equal(full.body.data.name, 'Northwind Fitness');
    assert.equal(full.body.data.brand, 'northwind');
    assert.ok(full.body.data.advertiserGroups.length > franchise.body.data.advertiserGroups.length);
    assert.equal(franchise.body.data.advertiserGroups.length, 1);
  });

  test("team and the account manager's photo (a real PNG)", async () => {
    const team = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/team');
    assert.equal(team.body.data.filter((m: { isAccountManager: boolean }) => m.isAccountManager).length, 1);
    const photo = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/account-manager/photo');
    assert.equal(photo.status, 200);
    assert.equal(photo.raw.headers['content-type'], 'image/png');
    assert.deepEqual([...photo.raw.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  });
});

describe('advertisers', () => {
  test('full form with counts, summary form, filtered by ids and search', async () => {
    const full = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers?pageSize=100');
    const [closedWon] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM campaigns WHERE advertiser_id = 1 AND status = 'Closed Won'",
    );
    const one = full.body.data.find((a: { id: number }) => a.id === 1);
    assert.equal(one.countsForCurrentClient.countOfCampaignsClosedWon, closedWon!.n);
    const summary = await call(
      t,
      'admin@acme.test',
      'GET',
      '/api/clients/1/advertisers/summary?advertiserIds=1&advertiserIds=2',
    );
    assert.deepEqual(summary.body.data.map((a: { id: number }) => a.id).sort(), [1, 2]);
    assert.deepEqual(Object.keys(summary.body.data[0]).sort(), ['id', 'name', 'website']);
    const single = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1');
    assert.equal(single.body.data.name, one.name);
    assert.match(single.body.data.website, /^https:\/\/www\./);
  });

  test('a reporting-only user lists only the two assigned advertisers', async () => {
    const list = await call(t, 'reports@acme.test', 'GET', '/api/clients/1/advertisers');
    assert.equal(list.body.data.length, 2);
    assert.equal((await call(t, 'reports@acme.test', 'GET', '/api/clients/1/advertisers/5')).status, 404);
  });

  test('custom reports of an advertiser', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/advertisers/1/custom-reports');
    assert.ok(list.body.data.length >= 1);
    const one = await call(
      t,
      'admin@acme.test',
      'GET',
      `/api/clients/1/advertisers/1/custom-reports/${list.body.data[0].id}`,
    );
    assert.equal(one.body.data.destination, 'ADVERTISER_OVERVIEW');
  });
});

describe('client and campaign custom reports', () => {
  test('create appends, delete removes; only admin-type roles write', async () => {
    const created = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/custom-reports', {
      name: 'Holiday Recap',
      url: 'https://example.test/recap',
      destination: 'CLIENT_DASHBOARD',
    });
    assert.equal(created.status, 201);
    const listed = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/custom-reports');
    assert.ok(listed.body.data.some((r: { id: number }) => r.id === created.body.data.id));
    assert.equal(
      (await call(t, 'reports@acme.test', 'DELETE', `/api/clients/1/custom-reports/${created.body.data.id}`)).status,
      403,
    );
    assert.equal(
      (await call(t, 'admin@acme.test', 'DELETE', `/api/clients/1/custom-reports/${created.body.data.id}`)).status,
      204,
    );
    assert.equal(
      (await call(t, 'admin@acme.test', 'DELETE', `/api/clients/1/custom-reports/${created.body.data.id}`)).status,
      404,
    );
    const [campaign] = await t.db.query<{ id: number; advertiserId: number }>(
      'SELECT id, advertiser_id AS "advertiserId" FROM campaigns WHERE client_id = 1 ORDER BY id LIMIT 1',
    );
    const onCampaign = await call(
      t,
      'admin@acme.test',
      'POST',
      `/api/clients/1/campaigns/${campaign!.id}/custom-reports`,
      { name: 'Lift', url: 'https://example.test/lift', destination: 'ADVERTISER_DASHBOARD' },
    );
    assert.equal(onCampaign.body.data.advertiserId, campaign!.advertiserId);
  });
});
