import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addStaff, inviteToAcme } from '../../../tooling/testing/invite';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

describe('saving over someone else', () => {
  test('two saves of the same version: exactly one wins, the other is a clear 409 and writes nothing', async () => {
    const created = await addStaff(t, 'race@beacon.test', ['Race', 'Condition'], 'BeaconStandard');
    const { version } = created.body.data;
    const [a, b] = await Promise.all(
      ['First', 'Second'].map((firstName) =>
        call(t, 'admin@beacon.test', 'PUT', '/api/internal-users/race@beacon.test', {
          firstName,
          lastName: 'Condition',
          role: 'BeaconStandard',
          version,
        }),
      ),
    );
    assert.deepEqual([a!.status, b!.status].sort(), [200, 409]);
    const refused = a!.status === 409 ? a! : b!;
    const winner = a!.status === 200 ? a! : b!;
    assert.match(refused.body.error, /Someone else saved this user/);
    const now = await call(t, 'admin@beacon.test', 'GET', '/api/internal-users/race@beacon.test');
    assert.equal(now.body.data.firstName, winner.body.data.firstName);
    assert.equal(now.body.data.version, version + 1);
  });

  test('client users: a stale version is refused too, and assignments stay as they were', async () => {
    const user = (await call(t, 'admin@acme.test', 'GET', '/api/clients/1/users/reports@acme.test')).body.data;
    const fresh = await call(t, 'admin@acme.test', 'PUT', '/api/clients/1/users/reports@acme.test', {
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      version: user.version,
    });
    assert.equal(fresh.status, 200);
    const stale = await call(t, 'admin@acme.test', 'PUT', '/api/clients/1/users/reports@acme.test', {
      firstName: 'Stale',
      lastName: user.lastName,
      role: user.role,
      advertiserIds: [],
      version: user.version,
    });
    assert.equal(stale.status, 409);
    const after = (await call(t, 'admin@acme.test', 'GET', '/api/clients/1/users/reports@acme.test')).body.data;
    assert.equal(after.firstName, user.firstName);
    assert.deepEqual(after.advertiserIds, user.advertiserIds);
  });
});

describe('bad input and grants', () => {
  test('every field is checked, in words for the form', async () => {
    const bad = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/users', {
      email: 'not-an-email',
      firstName: '   ',
      role: 'BeaconAdmin',
    });
    assert.equal(bad.status, 400);
    const byField = Object.fromEntries(
      bad.body.fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    assert.equal(byField.email, 'must be a valid email address');
    assert.equal(byField.firstName, 'is required');
    assert.equal(byField.lastName, 'is required');
    assert.equal(byField.role, 'is not one of the choices');
  });

  test("another client's users and advertisers are out of reach, before the body is even read", async () => {
    assert.equal((await call(t, 'admin@acme.test', 'POST', '/api/clients/2/users', { email: 'x' })).status, 404);
    assert.equal((await call(t, 'admin@acme.test', 'GET', '/api/clients/2/users')).status, 404);
    const foreign = await inviteToAcme(t, 'foreign.advertiser@acme.test', ['F', 'A'], 'REPORTING_ONLY', {
      advertiserIds: [20],
    });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.fields[0].field, 'advertiserIds');
  });

  test('a BeaconStandard cannot hand out a role above their own', async () => {
    const { status, body } = await inviteToAcme(t, 'ranked@acme.test', ['R', 'A'], 'Admin', {
      by: 'staff@beacon.test',
    });
    assert.equal(status, 201, JSON.stringify(body));
  });
});

describe('lists by state', () => {
  test('the archived toggle lists disabled internal users only; show disabled adds them last', async () => {
    await addStaff(t, 'archived@beacon.test', ['Arch', 'Ived'], 'PartnerSolutions');
    await call(t, 'admin@beacon.test', 'POST', '/api/internal-users/archived@beacon.test/disable');
    const archived = await call(t, 'admin@beacon.test', 'GET', '/api/internal-users?enabled=false');
    assert.ok(archived.body.data.content.some((u: { email: string }) => u.email === 'archived@beacon.test'));
    assert.ok(archived.body.data.content.every((u: { enabled: boolean }) => !u.enabled));
    const active = await call(t, 'admin@beacon.test', 'GET', '/api/internal-users?enabled=true&search=archived');
    assert.equal(active.body.data.content.length, 0);

    await call(t, 'admin@acme.test', 'POST', '/api/clients/1/users/reports@acme.test/disable');
    const enabledOnly = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/users?enabled=true&pageSize=100');
    assert.ok(enabledOnly.body.data.every((u: { enabled: boolean }) => u.enabled));
    const all = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/users?pageSize=100');
    assert.equal(all.body.data.at(-1).email, 'reports@acme.test');
    await call(t, 'admin@acme.test', 'POST', '/api/clients/1/users/reports@acme.test/enable');
  });
});

describe('activity', () => {
  test('every change is recorded with who, when and what, and only BeaconAdmin reads it', async () => {
    await call(t, 'admin@acme.test', 'POST', '/api/clients/1/users/reports@acme.test/reset-password');
    const { status, body } = await call(t, 'admin@beacon.test', 'GET', '/api/audit-events?pageSize=100');
    assert.equal(status, 200);
    const actions = body.data.map((e: { action: string }) => e.action);
    for (const action of ['user.created', 'user.updated', 'user.disabled', 'user.enabled', 'user.password-reset'])
      assert.ok(actions.includes(action), `${action} in ${actions.join(', ')}`);
    const reset = body.data.find((e: { action: string }) => e.action === 'user.password-reset');
    assert.equal(reset.actorEmail, 'admin@acme.test');
    assert.equal(reset.target, 'reports@acme.test');
    assert.equal(reset.clientName, 'Acme Outdoor');
    assert.match(reset.at, /^\d{4}-\d{2}-\d{2}T/);
    const update = body.data.find(
      (e: { action: string; target: string }) => e.target === 'race@beacon.test' && e.action === 'user.updated',
    );
    assert.ok(update.details.firstName);
    for (const email of ['staff@beacon.test', 'admin@acme.test'])
      assert.equal((await call(t, email, 'GET', '/api/audit-events')).status, 403);
  });
});

describe('admin checks', () => {
  test("every client's dashboards and connections, with expired ones named and the dashboards they stop", async () => {
    // Every Meta Ads connection of one Acme workspace expires: its meta_ads dashboards stop answering.
    const [workspace] = await t.db.query<{ id: number }>(
      `SELECT w.id FROM analytics_workspaces w JOIN analytics_connections k ON k.workspace_id = w.id
      JOIN analytics_dashboards d ON d.workspace_id = w.id AND d.data_source = 'meta_ads'
      WHERE w.client_id = 1 AND k.source_type = 'META_ADS' ORDER BY w.id LIMIT 1`,
    );
    await t.db.query(
      `UPDATE analytics_connections SET status = 'expired' WHERE workspace_id = $1 AND source_type = 'META_ADS'`,
      [workspace!.id],
    );
    const { status, body } = await call(t, 'admin@beacon.test', 'GET', '/api/admin-checks/dashboards');
    assert.equal(status, 200);
    const acme = body.data.clients.find((c: { clientName: string }) => c.clientName === 'Acme Outdoor');
    const expired = acme.connections.filter((k: { sourceType: string; health: string }) => k.health === 'expired');
    assert.ok(expired.some((k: { sourceType: string }) => k.sourceType === 'META_ADS'));
    const [social] = await t.db.query<{ id: number }>(
      `SELECT id FROM analytics_dashboards WHERE workspace_id = $1 AND data_source = 'meta_ads' LIMIT 1`,
      [workspace!.id],
    );
    const stopped = acme.dashboards.find((d: { id: number }) => d.id === social!.id);
    assert.equal(stopped.answers, false);
    assert.equal(stopped.reason, 'Its meta_ads connection is expired');
    assert.ok(acme.dashboards.some((d: { answers: boolean }) => d.answers));
    assert.equal((await call(t, 'staff@beacon.test', 'GET', '/api/admin-checks/dashboards')).status, 403);
  });

  test('a page of clients at a time, by name, with the total; a search keeps the clients it names', async () => {
    const names = (body: { data: { clients: { clientName: string }[] } }) => body.data.clients.map((c) => c.clientName);
    const [{ total }] = (await t.db.query<{ total: number }>('SELECT count(*)::int AS total FROM clients')) as [
      { total: number },
    ];
    const first = await call(t, 'admin@beacon.test', 'GET', '/api/admin-checks/dashboards?pageSize=2');
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data.page, { page: 1, pageSize: 2, total });
    assert.deepEqual(names(first.body), ['Acme Outdoor', 'Globex Retail']);
    const second = await call(t, 'admin@beacon.test', 'GET', '/api/admin-checks/dashboards?pageSize=2&page=2');
    assert.deepEqual(second.body.data.page, { page: 2, pageSize: 2, total });
    assert.equal(names(second.body).length, 2);
    assert.ok(names(second.body).every((name) => !names(first.body).includes(name)));
    // Each client on a page brings its own connections and dashboards, and only its own.
    for (const client of second.body.data.clients) {
      const [{ dashboards }] = (await t.db.query<{ dashboards: number }>(
        `SELECT count(*)::int AS dashboards FROM analytics_dashboards d
        JOIN analytics_workspaces w ON w.id = d.workspace_id WHERE w.client_id = $1`,
        [client.clientId],
      )) as [{ dashboards: number }];
      assert.equal(client.dashboards.length, dashboards);
    }
    const past = await call(t, 'admin@beacon.test', 'GET', '/api/admin-checks/dashboards?pageSize=2&page=99');
    assert.deepEqual(past.body.data.clients, []);
    assert.equal(past.body.data.page.total, total);
    const northwind = await call(t, 'admin@beacon.test', 'GET', '/api/admin-checks/dashboards?search=north');
    assert.deepEqual(names(northwind.body), ['Northwind Fitness']);
    assert.equal(northwind.body.data.page.total, 1);
    const bad = await call(t, 'admin@beacon.test', 'GET', '/api/admin-checks/dashboards?pageSize=0');
    assert.equal(bad.status, 400);
    assert.ok(bad.body.fields.length > 0);
  });
});
