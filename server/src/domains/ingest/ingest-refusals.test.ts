import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { makeApiKey, sendBatch } from '../../../tooling/testing/api-keys';
import { clientIdOf, createTestApi, type TestApi } from '../../../tooling/testing/test-api';

let t: TestApi;
let agency: Awaited<ReturnType<typeof makeApiKey>>;
let acmeKey: Awaited<ReturnType<typeof makeApiKey>>;
let acme: number;
let globex: number;
before(async () => {
  t = await createTestApi();
  acme = await clientIdOf(t.db, 'Acme Outdoor');
  globex = await clientIdOf(t.db, 'Globex Retail');
  agency = await makeApiKey(t.db, null, 'Agency warehouse');
  acmeKey = await makeApiKey(t.db, acme, 'Acme feed');
});
after(async () => t.close());

const post = (endpoint: string, records: unknown, headers: Record<string, string>) =>
  sendBatch(t.app, headers, endpoint, records);

const count = async (sql: string, params: unknown[] = []) => (await t.db.query(sql, params)).length;

const campaign = (externalId: string, advertiserExternalId: string, extra: object = {}) => ({
  externalId,
  advertiserExternalId,
  name: `Campaign ${externalId}`,
  status: 'Live',
  totalBudget: 1000,
  rateType: 'CPM',
  ...extra,
});

describe('a batch with a bad record is refused whole, every problem named', () => {
  before(async () => {
    const advertiser = { externalId: 'acme-adv', name: 'Acme Trails' };
    assert.equal((await post('advertisers', [advertiser], acmeKey.headers)).status, 200);
  });

  test("each record's shape: the field and what is wrong with it", async () => {
    const answer = await post(
      'campaigns',
      [
        campaign('bad-0', 'acme-adv'),
        campaign('bad-1', 'acme-adv', { totalBudget: '5' }),
        campaign('bad-2', 'acme-adv', { status: 'Running', surprise: true }),
        campaign('bad-3', 'acme-adv', { startDate: '2026-02-30', rateType: undefined }),
      ],
      acmeKey.headers,
    );
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'Invalid records: 5 problems in 3 records. Nothing of the batch was written.');
    assert.deepEqual(answer.body.fields, [
      { field: 'records.1.totalBudget', message: 'must be a number' },
      { field: 'records.2.surprise', message: 'is not allowed' },
      {
        field: 'records.2.status',
        message:
          'must be one of: Blocked, Paused, Live, Pending, Draft, Deal, Completed, Cancelled, Closed Won, Proposal',
      },
      { field: 'records.3.rateType', message: 'is required' },
      { field: 'records.3.startDate', message: 'must be a date (yyyy-MM-dd)' },
    ]);
    assert.equal(await count("SELECT 1 FROM campaigns WHERE external_id LIKE 'bad-%'"), 0);
  });

  test('references, repeats and dates: found after the shapes, all at once, and nothing written', async () => {
    const answer = await post(
      'campaigns',
      [
        campaign('ref-0', 'acme-adv'),
        campaign('ref-1', 'no-such-advertiser'),
        campaign('ref-0', 'acme-adv'),
        campaign('ref-3', 'acme-adv', { startDate: '2026-03-10', endDate: '2026-03-01' }),
      ],
      acmeKey.headers,
    );
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, [
      { field: 'records.1.advertiserExternalId', message: 'no advertiser of this client has this externalId' },
      { field: 'records.2.externalId', message: 'repeats records.0' },
      { field: 'records.3.endDate', message: 'must not be before startDate' },
    ]);
    assert.equal(await count("SELECT 1 FROM campaigns WHERE external_id LIKE 'ref-%'"), 0);
  });

  test('a campaign or an audience sent under another advertiser is refused: neither moves', async () => {
    const other = { externalId: 'acme-adv-2', name: 'Acme Peaks' };
    assert.equal((await post('advertisers', [other], acmeKey.headers)).status, 200);
    const audience = (advertiserExternalId: string) => ({
      externalId: 'stay-aud',
      advertiserExternalId,
      name: 'Hikers',
      segmentType: 'Interest',
    });
    assert.equal((await post('campaigns', [campaign('stay-0', 'acme-adv')], acmeKey.headers)).status, 200);
    assert.equal((await post('audiences', [audience('acme-adv')], acmeKey.headers)).status, 200);

    const moved = await post('campaigns', [campaign('stay-0', 'acme-adv-2')], acmeKey.headers);
    assert.deepEqual(moved.body.fields, [
      {
        field: 'records.0.advertiserExternalId',
        message: 'the campaign belongs to another advertiser: a campaign cannot move (send it under a new externalId)',
      },
    ]);
    const movedAudience = await post('audiences', [audience('acme-adv-2')], acmeKey.headers);
    assert.deepEqual(movedAudience.body.fields, [
      { field: 'records.0.advertiserExternalId', message: "is not the audience's advertiser: an audience cannot move" },
    ]);
    const owners = await t.db.query<{ name: string }>(
      `SELECT a.name FROM advertisers a
       WHERE a.id IN (SELECT advertiser_id FROM campaigns WHERE external_id = 'stay-0'
                      UNION ALL SELECT advertiser_id FROM audiences WHERE external_id = 'stay-aud')`,
    );
    assert.deepEqual(
      owners.map((o) => o.name),
      ['Acme Trails'],
    );
  });

  test('an empty batch, or one over 10,000 records, is refused', async () => {
    const empty = await post('advertisers', [], acmeKey.headers);
    assert.deepEqual(empty.body.fields, [{ field: 'records', message: 'must hold at least 1' }]);
    const many = Array.from({ length: 10_001 }, (_, n) => ({ externalId: `many-${n}`, name: 'Many' }));
    const tooMany = await post('advertisers', many, acmeKey.headers);
    assert.equal(tooMany.status, 400);
    assert.deepEqual(tooMany.body.fields, [{ field: 'records', message: 'must hold at most 10,000' }]);
  });
});

describe("a client's key writes its own client only", () => {
  test('another client, by id or by externalId, is 404 as in the hub, and nothing is written', async () => {
    await t.db.query("UPDATE clients SET external_id = 'globex-wh' WHERE id = $1", [globex]);
    for (const ref of [{ clientId: globex }, { clientExternalId: 'globex-wh' }, { clientExternalId: 'nobody' }]) {
      const answer = await post('advertisers', [{ externalId: 'intruder', name: 'Intruder', ...ref }], acmeKey.headers);
      assert.equal(answer.status, 404, JSON.stringify(ref));
      assert.equal(answer.body.message, 'Not found');
    }
    assert.equal(await count("SELECT 1 FROM advertisers WHERE external_id = 'intruder'"), 0);
  });

  test("another client's records are not found by their externalIds", async () => {
    const globexAdvertiser = { externalId: 'globex-adv', clientId: globex, name: 'Globex Aisles' };
    assert.equal((await post('advertisers', [globexAdvertiser], agency.headers)).status, 200);
    const answer = await post('campaigns', [campaign('reach-0', 'globex-adv')], acmeKey.headers);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, [
      { field: 'records.0.advertiserExternalId', message: 'no advertiser of this client has this externalId' },
    ]);
  });

  test('the same externalId in two clients is two records', async () => {
    const mine = await post('advertisers', [{ externalId: 'globex-adv', name: 'Acme Aisles' }], acmeKey.headers);
    assert.deepEqual(mine.body.data, { records: 1, created: 1, updated: 0, unchanged: 0 });
    const rows = await t.db.query<{ client_id: number; name: string }>(
      "SELECT client_id, name FROM advertisers WHERE external_id = 'globex-adv' ORDER BY client_id",
    );
    assert.deepEqual(
      rows.map((r) => [r.client_id, r.name]),
      [
        [acme, 'Acme Aisles'],
        [globex, 'Globex Aisles'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  test("clients and the products catalogue are the agency's: a client's key gets 403", async () => {
    for (const [endpoint, record] of [
      ['clients', { externalId: 'new-client', name: 'New' }],
      ['product-categories', { slug: 'mine', name: 'Mine' }],
      ['products', { externalId: 'p', categorySlug: 'mine', name: 'Mine' }],
    ] as const) {
      const answer = await post(endpoint, [record], acmeKey.headers);
      assert.equal(answer.status, 403, endpoint);
    }
    assert.equal(await count("SELECT 1 FROM clients WHERE external_id = 'new-client'"), 0);
  });

  test("the agency's key names the client of every client record", async () => {
    const answer = await post('advertisers', [{ externalId: 'orphan', name: 'Orphan' }], agency.headers);
    assert.deepEqual(answer.body.fields, [
      { field: 'records.0.clientExternalId', message: "is required with the agency's key (or clientId)" },
    ]);
  });
});

describe('who may call', () => {
  test("no key, a user's token, an unknown key and a revoked key are 401", async () => {
    const revoked = await makeApiKey(t.db, null, 'Revoked');
    await t.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [revoked.id]);
    const cases: [Record<string, string>, string][] = [
      [{}, 'Send an API key: Authorization: Bearer bk_live_...'],
      [await t.auth('admin@beacon.test'), 'Send an API key: Authorization: Bearer bk_live_...'],
      [{ authorization: `Bearer bk_live_${'x'.repeat(43)}` }, 'Invalid API key'],
      [revoked.headers, 'This API key was revoked'],
    ];
    for (const [headers, message] of cases) {
      const answer = await post('clients', [{ externalId: 'x', name: 'X' }], headers);
      assert.equal(answer.status, 401);
      assert.equal(answer.body.message, message);
    }
    assert.equal(await count("SELECT 1 FROM clients WHERE external_id = 'x'"), 0);
  });

  test('each batch is one audit event under the key id, accepted or refused, and never holds the key', async () => {
    const key = await makeApiKey(t.db, acme, 'Audited feed');
    await post('advertisers', [{ externalId: 'audited', name: 'Audited' }], key.headers);
    await post('advertisers', [{ externalId: 'audited', name: '' }], key.headers);
    const events = await t.db.query<{
      action: string;
      target: string;
      client_id: number;
      details: object;
      actor_email: string;
    }>(
      "SELECT action, target, client_id, details, actor_email FROM audit_events WHERE details->>'apiKeyId' = $1 ORDER BY id",
      [String(key.id)],
    );
    assert.deepEqual(
      events.map((e) => [e.action, e.target, e.client_id, e.details]),
      [
        [
          'ingest.batch',
          'ingest/v1/advertisers',
          acme,
          { apiKeyId: key.id, status: 200, records: 1, created: 1, updated: 0 },
        ],
        ['ingest.batch', 'ingest/v1/advertisers', acme, { apiKeyId: key.id, status: 400, records: 1 }],
      ],
    );
    assert.match(events[0]!.actor_email, /^API key Audited feed \(bk_live_.{4}…\)$/);
    assert.ok(!JSON.stringify(events).includes(key.key.slice(12)));
  });
});

describe('rate limits', () => {
  let limited: TestApi;
  before(async () => {
    limited = await createTestApi({
      rateLimits: { perUser: 2, perClient: 100, perAnonymousAddress: 100, windowSeconds: 60 },
    });
  });
  after(async () => limited.close());

  test('each key has its own count: beyond it 429 with Retry-After, while another key goes on', async () => {
    const first = await makeApiKey(limited.db, null, 'Busy');
    const second = await makeApiKey(limited.db, null, 'Quiet');
    const send = (headers: Record<string, string>) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/ingest/v1/product-categories',
        headers,
        payload: { records: [{ slug: 'limits', name: 'Limits' }] },
      });
    assert.equal((await send(first.headers)).statusCode, 200);
    assert.equal((await send(first.headers)).statusCode, 200);
    const refused = await send(first.headers);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await send(second.headers)).statusCode, 200);
  });
});
