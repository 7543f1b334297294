import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SEEDED_ACCOUNTS } from '../../../tooling/seed/accounts';
import { makeApiKey } from '../../../tooling/testing/api-keys';
import {
  fillPath,
  multipartBody,
  testApiWithOperations,
  validBody,
  type Operation,
} from '../../../tooling/testing/operations';
import type { TestApi } from '../../../tooling/testing/test-api';
import { loadScope } from './scope';
import { resolveUser } from '../auth/resolve-user';

/** Ids of one advertiser's world inside a client: enough to fill every path parameter the API has. */
interface World {
  clientId: number;
  clientName: string;
  advertiserId: number;
  advertiserName: string;
  values: Record<string, number | string>;
}

async function worldOf(t: TestApi, clientId: number, advertiserIds?: number[]): Promise<World> {
  const one = async <T>(sql: string, params: unknown[]) => (await t.db.query<T>(sql, params))[0]!;
  // A live campaign with files and a custom report, inside the given advertisers when a list is given.
  const c = await one<{ campaignId: number; advertiserId: number }>(
    `SELECT c.id AS "campaignId", c.advertiser_id AS "advertiserId" FROM campaigns c
    WHERE c.client_id = $1 AND c.status = 'Live' AND ($2::int[] IS NULL OR c.advertiser_id = ANY($2::int[]))
    ORDER BY EXISTS (SELECT 1 FROM custom_reports r WHERE r.campaign_id = c.id) DESC, c.id LIMIT 1`,
    [clientId, advertiserIds ?? null],
  );
  const q = (sql: string, params: unknown[]) =>
    one<{ id: number | string }>(sql, params).then((r) => r?.id ?? 2147483000);
  const values: Record<string, number | string> = {
    clientId,
    advertiserId: c.advertiserId,
    campaignId: c.campaignId,
    audienceId: await q('SELECT id FROM audiences WHERE advertiser_id = $1 ORDER BY id LIMIT 1', [c.advertiserId]),
    invoiceId: await q('SELECT id FROM invoices WHERE advertiser_id = $1 ORDER BY id LIMIT 1', [c.advertiserId]),
    advertiserFileId: await q(
      'SELECT id FROM files WHERE advertiser_id = $1 AND campaign_id IS NULL ORDER BY id LIMIT 1',
      [c.advertiserId],
    ),
    campaignFileId: await q('SELECT id FROM files WHERE campaign_id = $1 ORDER BY id LIMIT 1', [c.campaignId]),
    clientReportId: await q(
      'SELECT id FROM custom_reports WHERE client_id = $1 AND advertiser_id IS NULL ORDER BY id LIMIT 1',
      [clientId],
    ),
    advertiserReportId: await q(
      'SELECT id FROM custom_reports WHERE advertiser_id = $1 AND campaign_id IS NULL ORDER BY id LIMIT 1',
      [c.advertiserId],
    ),
    campaignReportId: await q('SELECT id FROM custom_reports WHERE campaign_id = $1 ORDER BY id LIMIT 1', [
      c.campaignId,
    ]),
    scheduleId: await q('SELECT id FROM report_schedules WHERE advertiser_id = $1 ORDER BY id LIMIT 1', [
      c.advertiserId,
    ]),
    specificationId: await q('SELECT id FROM report_specifications WHERE client_id = $1 ORDER BY id LIMIT 1', [
      clientId,
    ]),
    username: await q(
      "SELECT username AS id FROM users WHERE client_id = $1 AND type = 'STANDARD' ORDER BY id LIMIT 1",
      [clientId],
    ),
    // Someone else's notification: the generated users come after the seeded accounts, so the highest id is never the caller.
    // API keys are the agency's, not a client's: an id no key has, so that a BeaconAdmin is told 404 as for any.
    apiKeyId: 2147483000,
    notificationId: await q(
      'SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.client_id = $1 ORDER BY n.user_id DESC, n.id LIMIT 1',
      [clientId],
    ),
  };
  const names = await one<{ client: string; advertiser: string }>(
    'SELECT c.name AS client, a.name AS advertiser FROM advertisers a JOIN clients c ON c.id = a.client_id WHERE a.id = $1',
    [c.advertiserId],
  );
  return { clientId, clientName: names.client, advertiserId: c.advertiserId, advertiserName: names.advertiser, values };
}

/** Path values for one operation: which file or custom report id depends on what the path hangs under. */
function pathValues(op: Operation, world: World, clientId: number): Record<string, number | string> {
  const v = world.values;
  const under = (segment: string) => op.path.includes(`/${segment}/`);
  return {
    ...v,
    clientId,
    fileId: under('campaigns') ? v.campaignFileId! : v.advertiserFileId!,
    customReportId: under('campaigns')
      ? v.campaignReportId!
      : under('advertisers')
        ? v.advertiserReportId!
        : v.clientReportId!,
  };
}

async function call(t: TestApi, email: string, op: Operation, url: string, n: number) {
  const headers = await t.auth(email);
  if (op.multipart) {
    const { payload, headers: h } = multipartBody();
    return t.app.inject({ method: op.method as 'POST', url, payload, headers: { ...headers, ...h } });
  }
  const body = validBody(op.operationId, `${n}`);
  return t.app.inject({
    method: op.method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const t = testApiWithOperations();

describe("tenant isolation: every operation, every seeded account, someone else's ids", () => {
  let n = 0;
  for (const account of SEEDED_ACCOUNTS) {
    test(account.email, async () => {
      const user = await resolveUser(t.db, { email: account.email });
      if (!user) return assert.fail('seeded user missing');
      const scope = await loadScope(t.db, user);
      const ownClient = user.clientId ?? 1;
      const [foreignRow] = await t.db.query<{ id: number }>(
        'SELECT id FROM clients WHERE id <> $1 ORDER BY (name = $2) DESC, id LIMIT 1',
        [ownClient, 'Northwind Fitness'],
      );
      const foreign = await worldOf(t, foreignRow!.id);
      const scenarios: { name: string; clientId: number; world: World; statuses: number[] }[] = [
        // Another client altogether (for internal users, who reach every client, an id that does not exist).
        {
          name: 'foreign client',
          clientId: user.type === 'INTERNAL' ? 2147483000 : foreign.clientId,
          world: foreign,
          statuses: [404],
        },
        // One's own client, with the ids of another client's advertiser, campaign, files, reports...
        { name: 'own client, foreign ids', clientId: ownClient, world: foreign, statuses: [403, 404] },
      ];
      if (scope.advertiserIds !== null) {
        // A restricted user, inside their client, with an advertiser they are not assigned to.
        const [other] = await t.db.query<{ id: number }>(
          'SELECT id FROM advertisers WHERE client_id = $1 AND NOT (id = ANY($2::int[])) ORDER BY id LIMIT 1',
          [ownClient, scope.advertiserIds],
        );
        scenarios.push({
          name: 'unassigned advertiser',
          clientId: ownClient,
          world: await worldOf(t, ownClient, [other!.id]),
          statuses: [403, 404],
        });
      }
      let checked = 0;
      for (const op of t.operations.filter((o) => o.pathParams.length > 0 && !o.deployToken /* deploy.test.ts */)) {
        for (const s of scenarios) {
          // Inside one's own client, an operation with no other id has nothing foreign to ask for (the list test covers it).
          if (s.clientId === ownClient && op.pathParams.every((p) => p === 'clientId')) continue;
          // Client-wide things (report specifications, users, client custom reports) are not an advertiser's.
          if (
            s.name === 'unassigned advertiser' &&
            (op.pathParams.every((p) => ['clientId', 'specificationId', 'username'].includes(p)) ||
              op.path.startsWith('/api/clients/{clientId}/custom-reports'))
          )
            continue;
          const url = fillPath(op.path, pathValues(op, s.world, s.clientId));
          const response = await call(t, account.email, op, url, n++);
          const where = `${s.name}: ${op.method} ${url}`;
          const allowed = op.pathParams.includes('clientId') ? s.statuses : [403, 404];
          assert.ok(
            allowed.includes(response.statusCode),
            `${where} answered ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
          if (response.statusCode === 404) assert.equal(JSON.parse(response.body).message, 'Not found', where);
          assert.ok(!response.body.includes(s.world.advertiserName), `${where} leaked ${s.world.advertiserName}`);
          checked += 1;
        }
      }
      assert.ok(checked > 40, `only ${checked} operations walked`);
    });
  }
});

describe('restricted users see only their advertisers in every list', () => {
  for (const email of ['reports@acme.test', 'franchise@northwind.test']) {
    test(email, async () => {
      const user = (await resolveUser(t.db, { email }))!;
      const scope = await loadScope(t.db, user);
      assert.ok(scope.advertiserIds && scope.advertiserIds.length > 0, 'the seed assigns advertisers');
      const hidden = await t.db.query<{ name: string }>(
        'SELECT name FROM advertisers WHERE NOT (id = ANY($1::int[]))',
        [scope.advertiserIds],
      );
      const world = await worldOf(t, user.clientId!, [...scope.advertiserIds]);
      let seen = 0;
      for (const op of t.operations.filter((o) => o.method === 'GET' && o.pathParams.includes('clientId'))) {
        const url = fillPath(op.path, pathValues(op, world, user.clientId!));
        const response = await t.app.inject({ url, headers: await t.auth(email) });
        assert.ok(response.statusCode < 500, `${url}: ${response.statusCode}`);
        if (response.statusCode !== 200 || !response.headers['content-type']?.toString().includes('json')) continue;
        seen += 1;
        for (const { name } of hidden) assert.ok(!response.body.includes(`"${name}`), `${url} shows ${name}`);
        const ids = [...response.body.matchAll(/"advertiserId":(\d+)/g)].map((m) => Number(m[1]));
        for (const id of ids) assert.ok(scope.advertiserIds.includes(id), `${url} shows advertiser ${id}`);
      }
      assert.ok(seen > 15, `only ${seen} lists read`);
    });
  }
});

describe('hub writes × every role: what a read-only role may not change', () => {
  /** Custom reports and uploads: the Admin and agency roles' (the UI offers them to those roles only). */
  const writersOnly = (op: Operation) => /^(create|delete)\w*CustomReport$|^upload\w*Files$/.test(op.operationId);
  /** Schedules: the reporting suite is every role's, each on the advertisers they reach. */
  const everyRole = (op: Operation) => /ReportSchedule(Now)?$/.test(op.operationId) && op.method !== 'GET';

  for (const account of SEEDED_ACCOUNTS.filter((a) => !a.temporary && a.email !== 'newterms@globex.test')) {
    test(account.email, async () => {
      const user = (await resolveUser(t.db, { email: account.email }))!;
      const scope = await loadScope(t.db, user);
      const clientId = user.clientId ?? 1;
      const world = await worldOf(t, clientId, scope.advertiserIds ? [...scope.advertiserIds] : undefined);
      const readOnly = scope.advertiserIds !== null;
      // Deleting comes last, so that every other write finds what it names.
      const writes = t.operations
        .filter((op) => writersOnly(op) || everyRole(op))
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      assert.equal(writes.filter(writersOnly).length, 6);
      assert.equal(writes.filter(everyRole).length, 3);
      for (const op of writes) {
        const url = fillPath(op.path, pathValues(op, world, clientId));
        const response = await call(t, account.email, op, url, 0);
        const where = `${op.method} ${url}`;
        assert.ok(response.statusCode < 500, `${where} answered ${response.statusCode} ${response.body.slice(0, 200)}`);
        const refused =
          response.statusCode === 403 &&
          JSON.parse(response.body).message === 'Your role can view this but not change it';
        assert.equal(refused, readOnly && writersOnly(op), `${where} answered ${response.statusCode} ${response.body}`);
        if (!readOnly || !writersOnly(op))
          assert.ok(response.statusCode < 300, `${where}: ${response.statusCode} ${response.body}`);
      }
    });
  }
});

describe("ingestion API × client keys: another client's data is out of reach", () => {
  /** What a client holds, to prove that nothing of a refused batch reached it. */
  const holdings = async (clientId: number) =>
    JSON.stringify(
      await t.db.query(
        `SELECT (SELECT count(*) FROM advertisers WHERE client_id = $1) AS advertisers,
          (SELECT count(*) FROM advertiser_groups WHERE client_id = $1) AS groups,
          (SELECT count(*) FROM campaigns WHERE client_id = $1) AS campaigns,
          (SELECT count(*) FROM invoices WHERE client_id = $1) AS invoices,
          (SELECT count(*) FROM audiences au JOIN advertisers a ON a.id = au.advertiser_id WHERE a.client_id = $1) AS audiences,
          (SELECT count(*) FROM clients) AS clients, (SELECT count(*) FROM products) AS products`,
        [clientId],
      ),
    );

  test("every ingestion operation, with a client's key naming another client by id or externalId", async () => {
    const ingestion = t.operations.filter((op) => op.apiKey);
    assert.ok(ingestion.length >= 8, `only ${ingestion.length} ingestion operations`);
    const [own, foreign] = await t.db.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT 2');
    await t.db.query("UPDATE clients SET external_id = 'walker-foreign' WHERE id = $1", [foreign!.id]);
    const key = await makeApiKey(t.db, own!.id, 'Walker');
    const before = await holdings(foreign!.id);
    let n = 0;
    for (const op of ingestion) {
      for (const ref of [{ clientId: foreign!.id }, { clientExternalId: 'walker-foreign' }]) {
        const { records } = validBody(op.operationId, `iso-${n++}`) as { records: object[] };
        const response = await t.app.inject({
          method: 'POST',
          url: op.path,
          headers: key.headers,
          payload: { records: records.map((record) => ({ ...record, ...ref })) },
        });
        const where = `${op.operationId} with ${JSON.stringify(ref)}`;
        // Another client's records are 404 as in the hub; the agency's own (clients, products) are 403.
        assert.ok(
          [403, 404].includes(response.statusCode),
          `${where} answered ${response.statusCode} ${response.body}`,
        );
        if (response.statusCode === 404) assert.equal(JSON.parse(response.body).message, 'Not found', where);
      }
    }
    assert.equal(await holdings(foreign!.id), before);
  });

  test("no seeded account's token calls the ingestion API: it takes API keys only", async () => {
    for (const account of SEEDED_ACCOUNTS.filter((a) => !a.temporary)) {
      for (const op of t.operations.filter((o) => o.apiKey)) {
        const response = await t.app.inject({
          method: 'POST',
          url: op.path,
          headers: await t.auth(account.email),
          payload: validBody(op.operationId, 'token') as object,
        });
        assert.equal(response.statusCode, 401, `${account.email}: ${op.operationId}`);
      }
    }
  });
});
