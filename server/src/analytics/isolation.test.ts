import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { loadScope } from '../access/scope';
import { resolveUser } from '../auth/resolve-user';
import { SEEDED_ACCOUNTS } from '../seed/accounts';
import { fillPath, operationsOf, type Operation } from '../testing/operations';
import { clientIdOf } from '../testing/test-api';
import { createTestAnalytics, type TestAnalytics } from './testing';

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
  updateConnection: { name: 'Walker' },
  updateConnectionInWorkspace: { name: 'Walker' },
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
