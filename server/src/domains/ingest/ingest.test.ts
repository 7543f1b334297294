import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CAMPAIGN_STATUSES } from '../../semantic/enumerations';
import { makeApiKey, sendBatch } from '../../../tooling/testing/api-keys';
import { call } from '../../../tooling/testing/call';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { CLIENT, day, ORDER, pdfOf, warehouse, type Warehouse } from '../../../tooling/testing/warehouse';

let t: TestApi;
let agency: Awaited<ReturnType<typeof makeApiKey>>;
before(async () => {
  t = await createTestApi();
  agency = await makeApiKey(t.db, null, 'Warehouse nightly load');
});
after(async () => t.close());

const post = (endpoint: string, records: unknown[]) => sendBatch(t.app, agency.headers, endpoint, records);

/** The ETL script: every table of the warehouse, in order, each one batch. */
async function load(data: Warehouse) {
  const answers: Record<
    string,
    { records: number; created: number; updated: number; unchanged: number; imports?: object[] }
  > = {};
  for (const endpoint of ORDER) {
    const answer = await post(endpoint, data[endpoint]);
    assert.equal(answer.status, 200, `${endpoint}: ${JSON.stringify(answer.body)}`);
    answers[endpoint] = answer.body.data;
  }
  return answers;
}

/** Everything of the client as stored, to compare before and after a batch posted again. */
async function snapshot(clientId: number) {
  const rows = async (sql: string) => JSON.stringify(await t.db.query(sql, [clientId]));
  return [
    await rows('SELECT * FROM clients WHERE id = $1'),
    await rows('SELECT * FROM advertiser_groups WHERE client_id = $1 ORDER BY id'),
    await rows('SELECT * FROM advertisers WHERE client_id = $1 ORDER BY id'),
    await rows('SELECT * FROM campaigns WHERE client_id = $1 ORDER BY id'),
    await rows(
      'SELECT li.* FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE c.client_id = $1 ORDER BY li.id',
    ),
    // Delivery's figures (each batch is an import of its own, so the rows name the latest).
    await rows(
      'SELECT d.line_item_id, d.day, d.region, d.impressions, d.clicks, d.conversions, d.completions, d.spend FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id WHERE c.client_id = $1 ORDER BY 1, 2, 3',
    ),
    await rows('SELECT * FROM invoices WHERE client_id = $1 ORDER BY id'),
    await rows(
      'SELECT au.*, c.day, c.device_count FROM audiences au JOIN advertisers a ON a.id = au.advertiser_id LEFT JOIN audience_counts c ON c.audience_id = au.id WHERE a.client_id = $1 ORDER BY au.id, c.day',
    ),
    await rows("SELECT p.* FROM products p WHERE p.external_id LIKE 'wh-%' AND $1::int > 0 ORDER BY p.id"),
  ];
}

describe('an ETL script loads a new client from nothing with the agency key', () => {
  let clientId: number;
  let first: Awaited<ReturnType<typeof load>>;
  before(async () => {
    first = await load(warehouse());
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM clients WHERE external_id = $1', [
      CLIENT.externalId,
    ]);
    clientId = row!.id;
  });

  test('every batch creates its records', () => {
    for (const endpoint of ORDER) {
      const sent = warehouse()[endpoint].length;
      const { imports, ...counts } = first[endpoint]!;
      assert.deepEqual(counts, { records: sent, created: sent, updated: 0, unchanged: 0 }, endpoint);
      assert.equal(imports?.length, endpoint === 'delivery' ? 1 : undefined, endpoint);
    }
  });

  test('the portal shows the new client as it shows any other', async () => {
    const admin = 'admin@beacon.test';
    assert.equal((await call(t, admin, 'GET', `/api/clients/${clientId}`)).body.data.name, CLIENT.name);
    const advertisers = await call(t, admin, 'GET', `/api/clients/${clientId}/advertisers?pageSize=50`);
    assert.deepEqual(advertisers.body.data.map((a: { name: string }) => a.name).sort(), [
      'Harbor Market',
      'Pine Fresh',
    ]);

    const all = await call(t, admin, 'GET', `/api/clients/${clientId}/campaigns?filter=all&pageSize=50`);
    const statuses = all.body.data.map((c: { status: string }) => c.status).sort();
    // The campaign lists always leave Closed Won out (spec); every other status is there, proposals included.
    assert.deepEqual(statuses, CAMPAIGN_STATUSES.filter((s) => s !== 'Closed Won').sort());
    const blocked = all.body.data.find((c: { status: string }) => c.status === 'Blocked');
    assert.equal(blocked.blockerReason, 'Waiting for creative approval');
    const proposals = await call(t, admin, 'GET', `/api/clients/${clientId}/campaigns?filter=proposals`);
    assert.deepEqual(proposals.body.data.map((c: { status: string }) => c.status).sort(), ['Deal', 'Proposal']);

    const invoices = await call(t, admin, 'GET', `/api/clients/${clientId}/invoices?pageSize=50`);
    const byNumber = Object.fromEntries(
      invoices.body.data.map((i: { docNumber: string; status: string }) => [i.docNumber, i]),
    );
    // Derived as the spec orders them: Overdue, Open, Paid.
    assert.deepEqual(
      invoices.body.data.map((i: { docNumber: string }) => i.docNumber),
      ['HP-1002', 'HP-1003', 'HP-1001'],
    );
    assert.equal(byNumber['HP-1002'].status, 'Overdue');
    assert.equal(byNumber['HP-1003'].status, 'Open');
    assert.equal(byNumber['HP-1003'].customerName, CLIENT.name);
    assert.equal(byNumber['HP-1001'].status, 'Paid');
    assert.equal(byNumber['HP-1001'].campaignName, 'Harbor Live campaign');

    const pdf = await call(t, admin, 'GET', `/api/clients/${clientId}/invoices/${byNumber['HP-1001'].id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.deepEqual(pdf.raw.rawPayload, pdfOf('HP-1001'), 'the PDF the accounting system sent');
    const made = await call(t, admin, 'GET', `/api/clients/${clientId}/invoices/${byNumber['HP-1002'].id}/pdf`);
    assert.ok(made.raw.rawPayload.toString('latin1').includes('Beacon Media'), 'without one, Beacon makes it');

    // Delivery placed by the platforms' ids on the line items, read by the portal as any delivery.
    const live = all.body.data.find((c: { status: string }) => c.status === 'Live');
    assert.equal(live.deliveredBudget, 660.25);
    const lines = await call(t, admin, 'GET', `/api/clients/${clientId}/campaigns/${live.id}/line-items`);
    assert.deepEqual(
      lines.body.data.map((l: { name: string; platformLineItemId: string; startDate: string }) => [
        l.name,
        l.platformLineItemId,
        l.startDate,
      ]),
      // A line item's own flight, or its campaign's.
      [
        ['Live - Meta prospecting', 'wh-meta-adset-1', day(-10)],
        ['Live - CTV', 'wh-ttd-li-2', day(-20)],
      ],
    );

    const market = advertisers.body.data.find((a: { name: string }) => a.name === 'Harbor Market');
    const audiences = await call(t, admin, 'GET', `/api/clients/${clientId}/advertisers/${market.id}/audiences`);
    assert.equal(audiences.body.data[0].name, 'Weekly shoppers');
    assert.deepEqual(audiences.body.data[0].counts, { deviceCount: 1200, householdCount: 450, asOf: day(-1) });

    const products = await call(t, admin, 'GET', '/api/products?category=harbor-services');
    assert.deepEqual(products.body.data.map((p: { name: string }) => p.name).sort(), [
      'Recipe video',
      'Shelf-talker DOOH',
    ]);
  });

  test('the same batches posted again change nothing', async () => {
    const before = await snapshot(clientId);
    const again = await load(warehouse());
    for (const endpoint of ORDER) {
      const sent = warehouse()[endpoint].length;
      const { imports: _, ...counts } = again[endpoint]!;
      assert.deepEqual(counts, { records: sent, created: 0, updated: 0, unchanged: sent }, endpoint);
    }
    assert.deepEqual(await snapshot(clientId), before);
  });

  test('a changed record updates, and only it', async () => {
    const data = warehouse();
    data.campaigns[3]!.name = 'Harbor Pending campaign, renamed';
    data.audiences[0]!.counts.push({ date: day(0), deviceCount: 1300, householdCount: 470 });
    assert.deepEqual((await post('campaigns', data.campaigns)).body.data, {
      records: 10,
      created: 0,
      updated: 1,
      unchanged: 9,
    });
    assert.deepEqual((await post('audiences', data.audiences)).body.data, {
      records: 1,
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    const [row] = await t.db.query<{ name: string }>(
      'SELECT name FROM campaigns WHERE client_id = $1 AND external_id = $2',
      [clientId, 'wh-cmp-3'],
    );
    assert.equal(row!.name, 'Harbor Pending campaign, renamed');
  });

  test("an invoice's PDF is replaced by a new one, kept when left out, and removed by null", async () => {
    const keyOf = async () =>
      (
        await t.db.query<{ key: string | null }>(
          'SELECT pdf_storage_key AS key FROM invoices WHERE client_id = $1 AND external_id = $2',
          [clientId, 'wh-inv-1'],
        )
      )[0]!.key;
    const invoice: Record<string, unknown> = warehouse().invoices[0]!;
    const firstKey = await keyOf();
    assert.ok(firstKey && existsSync(join(t.filesDir, firstKey)));

    const replaced = await post('invoices', [{ ...invoice, pdf: pdfOf('HP-1001 corrected').toString('base64') }]);
    assert.deepEqual(replaced.body.data, { records: 1, created: 0, updated: 1, unchanged: 0 });
    const secondKey = await keyOf();
    assert.ok(secondKey && secondKey !== firstKey && existsSync(join(t.filesDir, secondKey)));
    assert.ok(!existsSync(join(t.filesDir, firstKey)), 'the replaced PDF is removed');

    const { pdf: _, ...withoutPdf } = invoice;
    assert.equal((await post('invoices', [withoutPdf])).body.data.unchanged, 1);
    assert.equal(await keyOf(), secondKey);

    assert.equal((await post('invoices', [{ ...invoice, pdf: null }])).body.data.updated, 1);
    assert.equal(await keyOf(), null);
    assert.ok(!existsSync(join(t.filesDir, secondKey)));
  });
});
