import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyticsForFile, CORS_ORIGIN } from '../../../tooling/testing/test-analytics';

/** An Acme advertiser's workspace, and the advertiser behind it. */
let ws: { id: number; advertiserId: number };
const t = analyticsForFile({
  ready: async ({ db, acme }) => {
    const [row] = await db.query<{ id: number; advertiserId: number }>(
      `SELECT w.id, w.advertiser_id AS "advertiserId" FROM analytics_workspaces w
      WHERE w.client_id = $1 AND w.advertiser_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM analytics_manual_connections m WHERE m.workspace_id = w.id AND m.source_type = 'CSV_UPLOAD')
      ORDER BY w.id LIMIT 1`,
      [acme],
    );
    ws = row!;
  },
});

const ADMIN = 'admin@acme.test';
const STAFF = 'staff@beacon.test';
const LIMITED = 'reports@acme.test';

describe('the analytics API document', () => {
  test('is public at /analytics/openapi.json and lists every operation of spec section 7', async () => {
    const response = await t.app.inject({ url: '/analytics/openapi.json' });
    assert.equal(response.statusCode, 200);
    const doc = JSON.parse(response.body) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    assert.deepEqual(doc.servers, [{ url: '/analytics' }]);
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} /analytics${path} ${op.operationId}`),
    );
    const expected = [
      'GET /analytics/tenant',
      'GET /analytics/workspaces',
      'POST /analytics/workspaces',
      'GET /analytics/workspaces/{workspaceId}',
      'PUT /analytics/workspaces/{workspaceId}',
      'DELETE /analytics/workspaces/{workspaceId}',
      'GET /analytics/workspaces/{workspaceId}/connections',
      'POST /analytics/workspaces/{workspaceId}/connections/create',
      'GET /analytics/workspaces/{workspaceId}/connections/{connectionId}',
      'PUT /analytics/workspaces/{workspaceId}/connections/{connectionId}',
      'DELETE /analytics/workspaces/{workspaceId}/connections/{connectionId}',
      'POST /analytics/workspaces/{workspaceId}/connections/{connectionId}/purge',
      'GET /analytics/connections/{connectionId}',
      'PUT /analytics/connections/{connectionId}',
      'DELETE /analytics/connections/{connectionId}',
      'POST /analytics/connections/{connectionId}/purge',
      'GET /analytics/manual-connections/unlinked',
      'GET /analytics/workspaces/{workspaceId}/manual-connections',
      'POST /analytics/workspaces/{workspaceId}/manual-connections',
      'PUT /analytics/workspaces/{workspaceId}/manual-connections/{manualConnectionId}',
      'DELETE /analytics/workspaces/{workspaceId}/manual-connections/{manualConnectionId}',
      'GET /analytics/accounts',
      'GET /analytics/oauth/url',
      'GET /analytics/oauth/credentials',
      'GET /analytics/oauth/accessToken',
      'GET /analytics/oauth/me',
      'GET /analytics/workspaces/{workspaceId}/dashboards',
      'GET /analytics/workspaces/{workspaceId}/data-sources',
      'POST /analytics/workspaces/{workspaceId}/query',
      'GET /analytics/assistant/conversations',
      'GET /analytics/assistant/conversations/{conversationId}/messages',
    ];
    for (const op of expected)
      assert.ok(
        ops.some((o) => o.startsWith(`${op} `)),
        `${op} is documented`,
      );
    const ids = ops.map((o) => o.split(' ')[2]);
    assert.equal(new Set(ids).size, ids.length, 'operation ids are unique');
    assert.ok(!JSON.stringify(doc).includes('/api/clients'), 'only analytics operations');
  });

  test('every operation but the document needs the identity token', async () => {
    const response = await t.app.inject({ url: '/analytics/tenant' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(Object.keys(JSON.parse(response.body)).sort(), ['error', 'fields', 'message', 'status']);
    const bent = await t.app.inject({ url: '/analytics/tenant', headers: { authorization: 'Bearer nope' } });
    assert.equal(bent.statusCode, 401);
  });
});

describe('deployed apart', () => {
  test('the host’s origin may call across origins (preflight and answers); another origin may not', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/analytics/workspaces',
      headers: {
        origin: CORS_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], CORS_ORIGIN);
    assert.match(String(preflight.headers['access-control-allow-headers']), /authorization/);
    assert.match(String(preflight.headers['access-control-allow-headers']), /x-impersonated-by/);
    const answer = await t.call(ADMIN, 'GET', '/analytics/tenant', undefined, { origin: CORS_ORIGIN });
    assert.equal(answer.raw.headers['access-control-allow-origin'], CORS_ORIGIN);
    const other = await t.call(ADMIN, 'GET', '/analytics/tenant', undefined, { origin: 'https://evil.example' });
    assert.equal(other.raw.headers['access-control-allow-origin'], undefined);
  });
});

describe('tenant', () => {
  test('a client user, a limited user and agency staff', async () => {
    const admin = (await t.call(ADMIN, 'GET', '/analytics/tenant')).body.data;
    assert.deepEqual(
      admin.clients.map((c: { id: number }) => c.id),
      [t.acme],
    );
    assert.equal(admin.allClients, false);
    assert.equal(admin.advertiserIds, null);
    assert.equal(admin.impersonatedBy, null);
    assert.ok(
      admin.sourceTypes.some((s: { sourceType: string; oauth: boolean }) => s.sourceType === 'META_ADS' && s.oauth),
    );
    const limited = (await t.call(LIMITED, 'GET', '/analytics/tenant')).body.data;
    assert.ok(limited.advertiserIds.length > 0);
    const staff = (await t.call(STAFF, 'GET', '/analytics/tenant')).body.data;
    assert.equal(staff.allClients, true);
    assert.ok(staff.clients.length >= 6);
  });
});

describe('workspaces', () => {
  test('a client user lists only their client; alternate-id finds one', async () => {
    const list = (await t.call(ADMIN, 'GET', '/analytics/workspaces')).body.data as {
      clientId: number;
      alternateId: string;
    }[];
    assert.ok(list.length > 1);
    assert.ok(list.every((w) => w.clientId === t.acme));
    assert.ok(list.some((w) => w.alternateId === `client:${t.acme}`));
    const one = await t.call(ADMIN, 'GET', `/analytics/workspaces?alternate-id=advertiser:${ws.advertiserId}`);
    assert.equal(one.body.data.length, 1);
    assert.equal(one.body.data[0].id, ws.id);
    const foreign = await t.call(ADMIN, 'GET', `/analytics/workspaces?alternate-id=client:${t.globex}`);
    assert.deepEqual(foreign.body.data, []);
  });

  test('a limited user sees only their advertisers’ workspaces, never the client-wide one', async () => {
    const tenant = (await t.call(LIMITED, 'GET', '/analytics/tenant')).body.data;
    const list = (await t.call(LIMITED, 'GET', '/analytics/workspaces')).body.data as { advertiserId: number | null }[];
    assert.ok(list.length > 0);
    assert.ok(list.every((w) => w.advertiserId !== null && tenant.advertiserIds.includes(w.advertiserId)));
    const created = await t.call(LIMITED, 'POST', `/analytics/workspaces?alternate-id=client:${t.acme}`, {});
    assert.equal(created.status, 403);
  });

  test('create (201), create again (200), read, rename, delete', async () => {
    const [adv] = await t.db.query<{ id: number }>(
      'SELECT id FROM advertisers WHERE client_id = $1 ORDER BY id DESC LIMIT 1',
      [t.acme],
    );
    await t.db.query('DELETE FROM analytics_workspaces WHERE alternate_id = $1', [`advertiser:${adv!.id}`]);
    const first = await t.call(ADMIN, 'POST', `/analytics/workspaces?alternate-id=advertiser:${adv!.id}`, {
      name: 'Fresh',
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(first.body.data.name, 'Fresh');
    assert.equal(first.body.data.advertiserId, adv!.id);
    const again = await t.call(ADMIN, 'POST', `/analytics/workspaces?alternate-id=advertiser:${adv!.id}`, {});
    assert.equal(again.status, 200);
    assert.equal(again.body.data.id, first.body.data.id);
    const id = first.body.data.id;
    assert.equal(
      (await t.call(ADMIN, 'GET', `/analytics/workspaces/${id}`)).body.data.alternateId,
      `advertiser:${adv!.id}`,
    );
    const renamed = await t.call(ADMIN, 'PUT', `/analytics/workspaces/${id}`, {
      name: 'Renamed',
      description: 'Notes',
    });
    assert.equal(renamed.body.data.name, 'Renamed');
    assert.equal(renamed.body.data.description, 'Notes');
    assert.equal((await t.call(ADMIN, 'DELETE', `/analytics/workspaces/${id}`)).status, 204);
    assert.equal((await t.call(ADMIN, 'GET', `/analytics/workspaces/${id}`)).status, 404);
    const foreign = await t.call(ADMIN, 'POST', `/analytics/workspaces?alternate-id=client:${t.globex}`, {});
    assert.equal(foreign.status, 404);
  });
});

describe('manual connections and connections', () => {
  test('unlinked manual connections, by source type', async () => {
    const all = (await t.call(ADMIN, 'GET', '/analytics/manual-connections/unlinked')).body.data as {
      sourceType: string;
      linkedConnectionId: string | null;
    }[];
    assert.ok(all.length > 0);
    assert.ok(all.every((m) => m.linkedConnectionId === null));
    const csv = (await t.call(ADMIN, 'GET', '/analytics/manual-connections/unlinked?source-type=CSV_UPLOAD')).body
      .data as { sourceType: string }[];
    assert.ok(csv.length > 0 && csv.every((m) => m.sourceType === 'CSV_UPLOAD'));
    const bad = await t.call(ADMIN, 'GET', '/analytics/manual-connections/unlinked?source-type=NOPE');
    assert.equal(bad.status, 400);
  });

  test('create a manual connection, connect it, read, sync, purge, delete', async () => {
    const made = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/manual-connections`, {
      sourceType: 'META_ADS',
      name: 'Meta seat typed by hand',
      accountId: 'act_123',
      settings: { currency: 'USD' },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const manualId = made.body.data.id;
    const listed = (await t.call(ADMIN, 'GET', `/analytics/workspaces/${ws.id}/manual-connections`)).body.data as {
      id: number;
    }[];
    assert.ok(listed.some((m) => m.id === manualId));
    const edited = await t.call(ADMIN, 'PUT', `/analytics/workspaces/${ws.id}/manual-connections/${manualId}`, {
      accountId: 'act_456',
    });
    assert.equal(edited.body.data.accountId, 'act_456');

    const created = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/connections/create`, {
      manualConnectionId: manualId,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const c = created.body.data;
    assert.equal(c.status, 'connected');
    assert.equal(c.authType, 'manual');
    assert.equal(c.accountId, 'act_456');
    assert.ok(c.lastSyncAt);
    const twice = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/connections/create`, {
      manualConnectionId: manualId,
    });
    assert.equal(twice.status, 409);

    const list = (await t.call(ADMIN, 'GET', `/analytics/workspaces/${ws.id}/connections`)).body.data as {
      connectionId: string;
    }[];
    assert.ok(list.some((x) => x.connectionId === c.connectionId));
    assert.equal((await t.call(ADMIN, 'GET', `/analytics/connections/${c.connectionId}`)).body.data.id, c.id);
    assert.equal(
      (await t.call(ADMIN, 'GET', `/analytics/workspaces/${ws.id}/connections/${c.connectionId}`)).body.data.id,
      c.id,
    );
    const renamed = await t.call(ADMIN, 'PUT', `/analytics/connections/${c.connectionId}`, {
      name: 'Meta (hand)',
      sync: true,
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.equal(renamed.body.data.name, 'Meta (hand)');
    const nestedPut = await t.call(ADMIN, 'PUT', `/analytics/workspaces/${ws.id}/connections/${c.connectionId}`, {
      accountName: 'Main',
    });
    assert.equal(nestedPut.body.data.accountName, 'Main');

    const facts = async () =>
      (
        await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_facts WHERE connection_id = $1', [
          c.id,
        ])
      )[0]!.n;
    const purged = await t.call(ADMIN, 'POST', `/analytics/connections/${c.connectionId}/purge`);
    assert.equal(purged.body.data.status, 'purged');
    assert.equal(await facts(), 0);
    assert.equal((await t.call(ADMIN, 'PUT', `/analytics/connections/${c.connectionId}`, { sync: true })).status, 409);
    const nestedPurge = await t.call(
      ADMIN,
      'POST',
      `/analytics/workspaces/${ws.id}/connections/${c.connectionId}/purge`,
    );
    assert.equal(nestedPurge.status, 200);

    assert.equal(
      (await t.call(ADMIN, 'DELETE', `/analytics/workspaces/${ws.id}/connections/${c.connectionId}`)).status,
      204,
    );
    assert.equal((await t.call(ADMIN, 'GET', `/analytics/connections/${c.connectionId}`)).status, 404);
    assert.equal((await t.call(ADMIN, 'DELETE', `/analytics/connections/${c.connectionId}`)).status, 404);

    // A manual connection removed under its connection leaves the connection in error.
    const again = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/connections/create`, {
      manualConnectionId: manualId,
    });
    assert.equal(again.status, 201);
    assert.equal(
      (await t.call(ADMIN, 'DELETE', `/analytics/workspaces/${ws.id}/manual-connections/${manualId}`)).status,
      204,
    );
    const orphan = await t.call(ADMIN, 'GET', `/analytics/connections/${again.body.data.connectionId}`);
    assert.equal(orphan.body.data.status, 'error');
    assert.equal((await t.call(ADMIN, 'DELETE', `/analytics/connections/${again.body.data.connectionId}`)).status, 204);
  });

  test('an OAuth connection without a usable token reads expired', async () => {
    const [row] = await t.db.query<{ connectionId: string }>(
      `SELECT connection_id AS "connectionId" FROM analytics_connections WHERE auth_type = 'oauth' AND connection_id LIKE 'conn-%-google-ads-oauth' LIMIT 1`,
    );
    const response = await t.call(STAFF, 'GET', `/analytics/connections/${row!.connectionId}`);
    assert.equal(response.body.data.status, 'expired');
  });
});

describe('dashboards, data sources and queries', () => {
  test('the seeded dashboards name data sources the workspace has', async () => {
    const dashboards = (await t.call(ADMIN, 'GET', `/analytics/workspaces/${ws.id}/dashboards`)).body.data as {
      dataSource: string;
      definition: { widgets: unknown[] };
    }[];
    const sources = (await t.call(ADMIN, 'GET', `/analytics/workspaces/${ws.id}/data-sources`)).body.data as {
      tag: string;
      rowCount: number;
    }[];
    assert.ok(dashboards.length >= 2);
    for (const d of dashboards) {
      assert.ok(
        sources.some((s) => s.tag === d.dataSource),
        `${d.dataSource} is a data source`,
      );
      assert.ok(d.definition.widgets.length > 0);
    }
    assert.ok(sources.find((s) => s.tag === 'all')!.rowCount > 0);
  });

  test('a query answers from the advertiser’s delivery: spend, impressions, clicks, conversions by channel', async () => {
    const response = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/query?tag=all`, {
      dimensions: ['channel'],
      metrics: ['spend', 'impressions', 'clicks', 'conversions', 'cpa'],
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const [delivery] = await t.db.query<{ spend: number; impressions: number; clicks: number; conversions: number }>(
      `SELECT sum(spend)::float8 AS spend, sum(impressions)::float8 AS impressions, sum(clicks)::float8 AS clicks,
        sum(conversions)::float8 AS conversions FROM daily_delivery WHERE advertiser_id = $1`,
      [ws.advertiserId],
    );
    const { totals, rows } = response.body.data;
    assert.ok(Math.abs(totals.spend - delivery!.spend) < 0.01, `${totals.spend} vs ${delivery!.spend}`);
    assert.equal(totals.impressions, delivery!.impressions);
    assert.equal(totals.clicks, delivery!.clicks);
    assert.equal(totals.conversions, delivery!.conversions);
    assert.ok(rows.length > 0 && rows.every((r: { channel: string }) => typeof r.channel === 'string'));

    const byDay = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/query?tag=all`, {
      dimensions: ['day'],
      metrics: ['spend'],
      dateRange: { startDate: '2000-01-01', endDate: '2000-01-31' },
    });
    assert.deepEqual(byDay.body.data.rows, []);
    const unknownTag = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/query?tag=nope`, {});
    assert.equal(unknownTag.status, 404);
    const backwards = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/query?tag=all`, {
      dateRange: { startDate: '2026-02-01', endDate: '2026-01-01' },
    });
    assert.equal(backwards.status, 400);
  });
});

describe('dashboards of a newly connected source', () => {
  type Listed = { name: string; dataSource: string; definition: { widgets: { title: string }[] } };
  const listed = async (workspaceId: number) =>
    (await t.call(ADMIN, 'GET', `/analytics/workspaces/${workspaceId}/dashboards`)).body.data as Listed[];

  test('a workspace with no dashboards gets the overview and the source’s own when a source is connected by hand', async () => {
    const [other] = await t.db.query<{ id: number }>(
      `SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NOT NULL AND id <> $2 ORDER BY id LIMIT 1`,
      [t.acme, ws.id],
    );
    // As a workspace made before any source was connected: nothing to show yet.
    await t.db.query('DELETE FROM analytics_dashboards WHERE workspace_id = $1', [other!.id]);
    assert.deepEqual(await listed(other!.id), []);

    const made = await t.call(ADMIN, 'POST', `/analytics/workspaces/${other!.id}/manual-connections`, {
      sourceType: 'DOOH',
      name: 'Screens typed by hand',
      accountId: 'dooh-1',
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const connected = await t.call(ADMIN, 'POST', `/analytics/workspaces/${other!.id}/connections/create`, {
      manualConnectionId: made.body.data.id,
    });
    assert.equal(connected.status, 201, JSON.stringify(connected.body));

    const dashboards = await listed(other!.id);
    assert.deepEqual(
      dashboards.map((d) => `${d.dataSource}: ${d.name}`),
      ['all: Performance overview', 'dooh: Digital Out of Home (Adomni) performance'],
    );
    assert.equal(dashboards[1]!.definition.widgets[1]!.title, 'Digital Out of Home (Adomni): spend by day');
    const sources = (await t.call(ADMIN, 'GET', `/analytics/workspaces/${other!.id}/data-sources`)).body.data as {
      tag: string;
    }[];
    for (const d of dashboards)
      assert.ok(
        sources.some((s) => s.tag === d.dataSource),
        `${d.dataSource} answers`,
      );
  });

  test('a second connection of a type the workspace has adds no second dashboard', async () => {
    const before = await listed(ws.id);
    const [offline] = await t.db.query<{ id: number }>(
      `SELECT id FROM analytics_manual_connections m WHERE workspace_id = $1 AND source_type = 'CSV_UPLOAD'
        AND NOT EXISTS (SELECT 1 FROM analytics_connections x WHERE x.manual_connection_id = m.id) LIMIT 1`,
      [ws.id],
    );
    assert.ok(!before.some((d) => d.dataSource === 'csv_upload'), 'offline data is not connected yet');
    const first = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/connections/create`, {
      manualConnectionId: offline!.id,
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const after = await listed(ws.id);
    assert.deepEqual(
      after.map((d) => d.name),
      [...before.map((d) => d.name), 'Offline data (CSV) performance'],
    );
    const made = await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/manual-connections`, {
      sourceType: 'CSV_UPLOAD',
      name: 'More offline sales',
      accountId: 'offline-2',
    });
    await t.call(ADMIN, 'POST', `/analytics/workspaces/${ws.id}/connections/create`, {
      manualConnectionId: made.body.data.id,
    });
    assert.equal((await listed(ws.id)).length, after.length);
  });
});

describe('impersonation', () => {
  const audit = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_audit_log'))[0]!.n;

  test('an internal user acts for a client user, and every call is audited', async () => {
    const before = await audit();
    const tenant = await t.call(STAFF, 'GET', '/analytics/tenant', undefined, { 'x-impersonated-by': LIMITED });
    assert.equal(tenant.status, 200);
    assert.equal(tenant.body.data.user.email, LIMITED);
    assert.equal(tenant.body.data.impersonatedBy.email, STAFF);
    const list = await t.call(STAFF, 'GET', '/analytics/workspaces', undefined, { 'x-impersonated-by': LIMITED });
    assert.ok(
      list.body.data.every(
        (w: { clientId: number; advertiserId: number | null }) => w.clientId === t.acme && w.advertiserId !== null,
      ),
    );
    const foreign = await t.call(STAFF, 'GET', `/analytics/workspaces?alternate-id=client:${t.globex}`, undefined, {
      'x-impersonated-by': LIMITED,
    });
    assert.deepEqual(foreign.body.data, []);
    assert.equal(await audit(), before + 3);
    const [row] = await t.db.query<Record<string, unknown>>(
      'SELECT * FROM analytics_audit_log ORDER BY id DESC LIMIT 1',
    );
    assert.equal(row!.actor_email, STAFF);
    assert.equal(row!.impersonated_email, LIMITED);
    assert.equal(row!.operation, 'listWorkspaces');
    assert.equal(row!.method, 'GET');
    assert.equal(row!.status, 200);
    assert.ok(row!.at);
  });

  test('agency staff act only for a client’s user: for agency staff (a BeaconAdmin too) it is a 403, unrecorded', async () => {
    const before = await audit();
    for (const value of ['admin@beacon.test', 'partner@beacon.test', STAFF]) {
      const response = await t.call(STAFF, 'GET', '/analytics/tenant', undefined, { 'x-impersonated-by': value });
      assert.equal(response.status, 403, value);
      assert.equal(response.body.message, 'Agency staff may act only for a client’s user', value);
    }
    assert.equal(await audit(), before);
  });

  test('from a client user the header is refused and nothing is recorded; an unknown user is 400', async () => {
    const before = await audit();
    for (const value of [STAFF, LIMITED, 'nobody@example.test', 'admin@globex.test']) {
      const response = await t.call(ADMIN, 'GET', '/analytics/workspaces', undefined, { 'x-impersonated-by': value });
      assert.equal(response.status, 403, value);
    }
    const unknown = await t.call(STAFF, 'GET', '/analytics/tenant', undefined, {
      'x-impersonated-by': 'nobody@example.test',
    });
    assert.equal(unknown.status, 400);
    assert.equal(await audit(), before);
  });
});
