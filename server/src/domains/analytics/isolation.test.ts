import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { loadScope } from '../../kernel/access/scope';
import { resolveUser } from '../../kernel/auth/resolve-user';
import { SEEDED_ACCOUNTS } from '../../../tooling/seed/accounts';
import { fillPath, operationsOf, type Operation } from '../../../tooling/testing/operations';
import { clientIdOf } from '../../../tooling/testing/test-api';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';

/** One workspace's world: ids for every path and query parameter the analytics API has, and names that must not leak. */
interface World {
  values: Record<string, string | number>;
  secrets: string[];
}

async function worldOf(t: TestAnalytics, workspaceId: number, ownerUserId: number): Promise<World> {
  const one = async <T>(sql: string, params: unknown[]) => (await t.db.query<T>(sql, params))[0]!;
  const w = await one<{
    advertiserId: number | null;
    clientId: number;
    name: string;
    client: string;
    advertiser: string | null;
  }>(
    `SELECT w.advertiser_id AS "advertiserId", w.client_id AS "clientId", w.name, c.name AS client, a.name AS advertiser
    FROM analytics_workspaces w JOIN clients c ON c.id = w.client_id LEFT JOIN advertisers a ON a.id = w.advertiser_id WHERE w.id = $1`,
    [workspaceId],
  );
  const connection = await one<{ connectionId: string }>(
    `SELECT connection_id AS "connectionId" FROM analytics_connections WHERE workspace_id = $1 ORDER BY id LIMIT 1`,
    [workspaceId],
  );
  const manual = await one<{ id: number }>(
    'SELECT id FROM analytics_manual_connections WHERE workspace_id = $1 ORDER BY id LIMIT 1',
    [workspaceId],
  );
  // Someone's conversation about this workspace's client.
  const conversationId = randomUUID();
  await t.db.query(`INSERT INTO assistant_conversations (id, user_id, client_id, title) VALUES ($1, $2, $3, $4)`, [
    conversationId,
    ownerUserId,
    w.clientId,
    `Secret talk ${conversationId}`,
  ]);
  return {
    values: {
      workspaceId,
      connectionId: connection.connectionId,
      manualConnectionId: manual.id,
      conversationId,
      clientId: w.clientId,
      advertiserId: w.advertiserId ?? 2147483000,
      'alternate-id': w.advertiserId ? `advertiser:${w.advertiserId}` : `client:${w.clientId}`,
      sourceType: 'META_ADS',
      'source-type': 'META_ADS',
      tag: 'all',
      code: 'walker-code',
      refreshToken: 'walker-refresh',
    },
    secrets: [
      w.name,
      connection.connectionId,
      `Secret talk ${conversationId}`,
      ...(w.advertiser ? [w.advertiser] : []),
    ],
  };
}

const BODIES: Record<string, unknown> = {
  createWorkspace: { name: 'Walker' },
  updateWorkspace: { name: 'Walker' },
  createConnection: { manualConnectionId: 1 },
  createTokenConnection: { sourceType: 'THE_TRADE_DESK', token: 'walker-ttd-token' },
  updateConnection: { name: 'Walker' },
  updateConnectionInWorkspace: { name: 'Walker' },
  mapConnectionRecord: { kind: 'customer', externalId: 'walker', advertiserId: null },
  mapConnectionRecordInWorkspace: { kind: 'customer', externalId: 'walker', advertiserId: null },
  createManualConnection: { sourceType: 'META_ADS', name: 'Walker', accountId: 'act_1' },
  updateManualConnection: { name: 'Walker' },
  runAnalyticsQuery: { dimensions: ['channel'] },
};

let t: TestAnalytics;
let operations: Operation[];
const audit = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_audit_log'))[0]!.n;

async function request(email: string, op: Operation, world: World, headers: Record<string, string> = {}) {
  const values = { ...world.values, redirectUrl: `${t.base}/oauth-redirect` };
  const path = fillPath(op.path, values);
  const query = op.queryParams
    .filter((p) => values[p as keyof typeof values] !== undefined)
    .map((p) => `${encodeURIComponent(p)}=${encodeURIComponent(String(values[p as keyof typeof values]))}`)
    .join('&');
  const url = query ? `${path}?${query}` : path;
  const body = op.hasBody ? (BODIES[op.operationId] ?? {}) : undefined;
  const response = await t.app.inject({
    method: op.method as 'GET',
    url,
    headers: { ...(await t.auth(email)), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { url, response };
}

before(async () => {
  t = await createTestAnalytics();
  operations = await operationsOf(t, '/analytics/openapi.json');
  assert.ok(operations.every((o) => o.path.startsWith('/analytics/')));
});
after(async () => t.close());

describe('analytics isolation: every operation, every seeded account, someone else’s ids', () => {
  for (const account of SEEDED_ACCOUNTS) {
    test(account.email, async () => {
      const user = (await resolveUser(t.db, { email: account.email }))!;
      const scope = await loadScope(t.db, user);
      const worlds: { name: string; world: World; pathStatuses: number[] }[] = [];
      if (user.type === 'INTERNAL') {
        // Internal users reach every client: ids that do not exist are what they cannot reach.
        worlds.push({
          name: 'missing ids',
          world: {
            values: {
              workspaceId: 2147483000,
              connectionId: 'conn-missing',
              manualConnectionId: 2147483000,
              conversationId: randomUUID(),
              'alternate-id': 'advertiser:2147483000',
              sourceType: 'META_ADS',
              tag: 'all',
            },
            secrets: [],
          },
          pathStatuses: [404],
        });
      } else {
        const foreignClient = await clientIdOf(
          t.db,
          user.clientId === (await clientIdOf(t.db, 'Globex Retail')) ? 'Acme Outdoor' : 'Globex Retail',
        );
        const [foreign] = await t.db.query<{ id: number }>(
          'SELECT id FROM analytics_workspaces WHERE client_id = $1 AND advertiser_id IS NOT NULL ORDER BY id LIMIT 1',
          [foreignClient],
        );
        const [stranger] = await t.db.query<{ id: number }>(
          'SELECT id FROM users WHERE client_id = $1 ORDER BY id LIMIT 1',
          [foreignClient],
        );
        worlds.push({
          name: 'another client',
          world: await worldOf(t, foreign!.id, stranger!.id),
          pathStatuses: [403, 404],
        });
        if (scope.advertiserIds !== null) {
          const [unassigned] = await t.db.query<{ id: number }>(
            `SELECT id FROM analytics_workspaces WHERE client_id = $1 AND (advertiser_id IS NULL OR NOT (advertiser_id = ANY($2::int[])))
            ORDER BY advertiser_id NULLS FIRST, id LIMIT 1`,
            [user.clientId, scope.advertiserIds],
          );
          const [colleague] = await t.db.query<{ id: number }>(
            'SELECT id FROM users WHERE client_id = $1 AND id <> $2 ORDER BY id LIMIT 1',
            [user.clientId, user.id],
          );
          worlds.push({
            name: 'unassigned advertiser',
            world: await worldOf(t, unassigned!.id, colleague!.id),
            pathStatuses: [403, 404],
          });
        }
      }
      let walked = 0;
      for (const { name, world, pathStatuses } of worlds) {
        for (const op of operations) {
          const { url, response } = await request(account.email, op, world);
          const where = `${name}: ${op.method} ${url}`;
          assert.ok(
            response.statusCode < 500,
            `${where} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
          // A conversation is only ever its own user's; everything else follows the tenant scope.
          if (op.pathParams.length > 0)
            assert.ok(
              pathStatuses.includes(response.statusCode),
              `${where} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          for (const secret of world.secrets) assert.ok(!response.body.includes(secret), `${where} leaked ${secret}`);
          walked += 1;
        }
      }
      assert.ok(walked >= operations.length, `only ${walked} walked`);
    });
  }
});

describe('X-Impersonated-By from anyone but agency staff is refused, and nothing is recorded', () => {
  test('every operation, every client account, forged and foreign values', async () => {
    const before = await audit();
    const world: World = {
      values: {
        workspaceId: 1,
        connectionId: 'conn-1',
        manualConnectionId: 1,
        conversationId: randomUUID(),
        sourceType: 'META_ADS',
        tag: 'all',
      },
      secrets: [],
    };
    let refused = 0;
    for (const account of SEEDED_ACCOUNTS.filter((a) => !a.email.endsWith('@beacon.test'))) {
      for (const value of ['admin@beacon.test', 'admin@globex.test', account.email, 'nobody', '']) {
        for (const op of operations) {
          const { url, response } = await request(account.email, op, world, { 'x-impersonated-by': value });
          // Who cannot sign in at all (a temporary password never set) is 401 before the header is looked at.
          assert.ok(
            [401, 403].includes(response.statusCode),
            `${account.email} as ${value}: ${op.method} ${url} answered ${response.statusCode}`,
          );
          if (response.statusCode === 403) refused += 1;
        }
      }
    }
    assert.ok(refused > operations.length * 10);
    assert.equal(await audit(), before, 'nothing recorded');
  });
});

describe('bad input is a 4xx with the error body, never a 500', () => {
  const garbage = ['abc', '-1', '0', '99999999999999999999', '%00', "1' OR '1'='1", 'x'.repeat(300)];
  test('garbage in every path and query parameter and body', async () => {
    let checked = 0;
    for (const op of operations) {
      for (const g of garbage) {
        const values: Record<string, string> = {};
        for (const p of [...op.pathParams, ...op.queryParams]) values[p] = g;
        const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? g);
        const query = op.queryParams.map((p) => `${encodeURIComponent(p)}=${encodeURIComponent(g)}`).join('&');
        const bodies = op.hasBody
          ? [{ name: g, dimensions: [g], manualConnectionId: g, settings: { [g]: [g] } }, [g], g]
          : [undefined];
        for (const body of bodies) {
          const response = await t.app.inject({
            method: op.method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(await t.auth('admin@acme.test')),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          assert.ok(
            response.statusCode < 500,
            `${op.method} ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
          // 414: Fastify's router refuses a path parameter over 100 characters before any API sees it.
          if (response.statusCode >= 400 && response.statusCode !== 414) {
            const parsed = JSON.parse(response.body) as Record<string, unknown>;
            assert.deepEqual(
              Object.keys(parsed).sort(),
              ['error', 'fields', 'message', 'status'],
              `${op.method} ${path}`,
            );
          }
          checked += 1;
        }
      }
    }
    assert.ok(checked > 200);
  });
});

describe('path ids follow the hub’s rule: base-10 digits only', () => {
  test('`+9`, `0x9`, `9e0`, `%209` and `9.0` name no workspace; `9` does', async () => {
    const [own] = await t.db.query<{ id: number }>(
      'SELECT id FROM analytics_workspaces WHERE client_id = $1 ORDER BY id LIMIT 1',
      [await clientIdOf(t.db, 'Acme Outdoor')],
    );
    const id = own!.id;
    assert.equal((await t.call('admin@acme.test', 'GET', `/analytics/workspaces/${id}`)).status, 200);
    for (const written of [`+${id}`, `0x${id.toString(16)}`, `${id}e0`, `%20${id}`, `${id}.0`, `0${id}%20`]) {
      for (const path of [`/analytics/workspaces/${written}`, `/analytics/workspaces/${written}/manual-connections`]) {
        const { status, body } = await t.call('admin@acme.test', 'GET', path);
        assert.equal(status, 400, `${path} answered ${status}`);
        assert.equal(body.fields[0].field, 'workspaceId', path);
      }
      const hub = await t.call('admin@acme.test', 'GET', `/api/clients/${written}`);
      assert.equal(hub.status, 400, `the hub answered ${hub.status} to ${written}`);
    }
  });
});

/** The analytics calls that change something (or start and complete a connection): the writer roles' only. */
const WRITES = new Set(['getOAuthUrl', 'getOAuthCredentials', 'refreshOAuthAccessToken']);
const isWrite = (op: Operation) =>
  WRITES.has(op.operationId) || (op.method !== 'GET' && op.operationId !== 'runAnalyticsQuery');

/** A workspace of the account's own reach, with a connection and a manual connection to name. */
async function ownWorkspace(email: string): Promise<{ user: { id: number }; world: World; id: number }> {
  const user = (await resolveUser(t.db, { email }))!;
  const scope = await loadScope(t.db, user);
  const [row] = await t.db.query<{ id: number }>(
    `SELECT w.id FROM analytics_workspaces w
    WHERE w.client_id = $1 AND w.advertiser_id IS NOT NULL AND ($2::int[] IS NULL OR w.advertiser_id = ANY($2::int[]))
      AND EXISTS (SELECT 1 FROM analytics_connections x WHERE x.workspace_id = w.id)
      AND EXISTS (SELECT 1 FROM analytics_manual_connections m WHERE m.workspace_id = w.id)
    ORDER BY w.id DESC LIMIT 1`,
    [user.clientId ?? (await clientIdOf(t.db, 'Acme Outdoor')), scope.advertiserIds ? [...scope.advertiserIds] : null],
  );
  return { user, world: await worldOf(t, row!.id, user.id), id: row!.id };
}

/** What a write could change in a workspace: its row, its connections with their tokens, its manual connections. */
async function stateOf(workspaceId: number): Promise<string> {
  const rows = await Promise.all([
    t.db.query('SELECT name, description, updated_at FROM analytics_workspaces WHERE id = $1', [workspaceId]),
    t.db.query(
      'SELECT connection_id, name, status, account_id, updated_at FROM analytics_connections WHERE workspace_id = $1 ORDER BY id',
      [workspaceId],
    ),
    t.db.query('SELECT id, name, updated_at FROM analytics_manual_connections WHERE workspace_id = $1 ORDER BY id', [
      workspaceId,
    ]),
    t.db.query('SELECT count(*)::int AS n FROM analytics_oauth_states WHERE workspace_id = $1', [workspaceId]),
    t.db.query('SELECT count(*)::int AS n FROM analytics_workspaces'),
  ]);
  return JSON.stringify(rows);
}

describe('analytics writes: every write × every role', () => {
  test('the writes are the ones the decision names, and each documents its 403', async () => {
    const writes = operations.filter(isWrite);
    assert.ok(writes.length >= 14, `only ${writes.length} writes`);
    const doc = JSON.parse((await t.app.inject({ url: '/analytics/openapi.json' })).body);
    for (const op of writes) {
      const path = op.path.replace(/^\/analytics/, '');
      assert.ok(doc.paths[path][op.method.toLowerCase()].responses['403'], `${op.operationId} documents 403`);
    }
  });

  for (const email of ['reports@acme.test', 'franchise@northwind.test']) {
    test(`${email} (a read-only role) is refused every write on their own workspace, and nothing changes`, async () => {
      const { world, id } = await ownWorkspace(email);
      const before = await stateOf(id);
      for (const op of operations.filter(isWrite)) {
        const { url, response } = await request(email, op, world);
        // Asking for the workspace that exists reads it (the data connections page does, on every visit).
        if (op.operationId === 'createWorkspace') {
          assert.equal(response.statusCode, 200, `${url} answered ${response.statusCode} ${response.body}`);
          continue;
        }
        assert.equal(response.statusCode, 403, `${op.method} ${url} answered ${response.statusCode} ${response.body}`);
        assert.equal(JSON.parse(response.body).message, 'Your role can view this but not change it');
      }
      assert.equal(await stateOf(id), before, 'nothing changed');
      // Reading stays open: the workspace, its connections, a query.
      for (const op of operations.filter((o) => !isWrite(o) && o.pathParams.includes('workspaceId'))) {
        const { url, response } = await request(email, op, world);
        assert.equal(response.statusCode, 200, `${op.method} ${url} answered ${response.statusCode}`);
      }
    });
  }

  for (const email of ['admin@beacon.test', 'staff@beacon.test', 'partner@beacon.test', 'admin@acme.test']) {
    test(`${email} (a writer role) passes the role check on every write; renames and deletes go through`, async () => {
      const { world, id } = await ownWorkspace(email);
      // Deleting comes last, so that every other write finds the workspace.
      const writes = operations
        .filter(isWrite)
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      for (const op of writes) {
        const { url, response } = await request(email, op, world);
        assert.ok(response.statusCode < 500, `${op.method} ${url} answered ${response.statusCode} ${response.body}`);
        if (response.statusCode === 403)
          assert.notEqual(JSON.parse(response.body).message, 'Your role can view this but not change it', url);
        if (op.operationId === 'updateWorkspace') assert.equal(response.statusCode, 200, url);
        if (op.operationId === 'deleteWorkspace') assert.equal(response.statusCode, 204, url);
      }
      const [gone] = await t.db.query('SELECT id FROM analytics_workspaces WHERE id = $1', [id]);
      assert.equal(gone, undefined, 'the workspace was deleted');
    });
  }

  test('a read-only role cannot make a workspace that does not exist; a writer can', async () => {
    const { world, id } = await ownWorkspace('reports@acme.test');
    const alternateId = String(world.values['alternate-id']);
    await t.db.query('DELETE FROM analytics_workspaces WHERE id = $1', [id]);
    const url = `/analytics/workspaces?alternate-id=${alternateId}`;
    const refused = await t.call('reports@acme.test', 'POST', url, {});
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'Your role can view this but not change it');
    assert.equal(
      (await t.db.query('SELECT id FROM analytics_workspaces WHERE alternate_id = $1', [alternateId])).length,
      0,
    );
    assert.equal((await t.call('admin@acme.test', 'POST', url, {})).status, 201);
    assert.equal((await t.call('reports@acme.test', 'POST', url, {})).status, 200);
  });

  test('deleting a workspace is recorded in Activity: who, which, for whom', async () => {
    const { world, id } = await ownWorkspace('admin@acme.test');
    const name = world.secrets[0]!;
    const deleted = await t.call('admin@beacon.test', 'DELETE', `/analytics/workspaces/${id}`, undefined, {
      'x-impersonated-by': 'admin@acme.test',
    });
    assert.equal(deleted.status, 204);
    const activity = await t.call('admin@beacon.test', 'GET', `/api/audit-events?search=workspace.deleted`);
    const [event] = activity.body.data;
    assert.equal(event.action, 'workspace.deleted');
    assert.equal(event.actorEmail, 'admin@beacon.test');
    assert.equal(event.target, name);
    assert.equal(event.clientName, 'Acme Outdoor');
    assert.deepEqual(event.details, { workspace: world.values['alternate-id'], onBehalfOf: 'admin@acme.test' });
  });

  test('agency staff acting for a read-only user (X-Impersonated-By) have that user’s role; each call is audited', async () => {
    const { world, id } = await ownWorkspace('reports@acme.test');
    const as = { 'x-impersonated-by': 'reports@acme.test' };
    const asReportsUser = (operationId: string) =>
      request(
        'admin@beacon.test',
        operations.find((o) => o.operationId === operationId)!,
        world,
        as,
      );
    const before = await audit();
    const renamed = await asReportsUser('updateWorkspace');
    assert.equal(renamed.response.statusCode, 403);
    const [row] = await t.db.query<{ status: number; impersonated: string; operation: string }>(
      'SELECT status, impersonated_email AS impersonated, operation FROM analytics_audit_log ORDER BY id DESC LIMIT 1',
    );
    assert.deepEqual(row, { status: 403, impersonated: 'reports@acme.test', operation: 'updateWorkspace' });
    assert.equal(await audit(), before + 1);
    const read = await asReportsUser('getWorkspace');
    assert.equal(read.response.statusCode, 200);
    assert.equal(JSON.parse(read.response.body).data.id, id);
    // Administration's Activity shows both calls, newest first, as made by the staff member for the user.
    const activity = await t.call(
      'admin@beacon.test',
      'GET',
      '/api/audit-events?search=analytics.on-behalf&pageSize=2',
    );
    assert.deepEqual(
      activity.body.data.map((e: { actorEmail: string; target: string; clientName: string; details: object }) => [
        e.actorEmail,
        e.target,
        e.clientName,
        e.details,
      ]),
      [
        ['admin@beacon.test', 'reports@acme.test', 'Acme Outdoor', { operation: 'getWorkspace', status: 200 }],
        ['admin@beacon.test', 'reports@acme.test', 'Acme Outdoor', { operation: 'updateWorkspace', status: 403 }],
      ],
    );
  });
});
