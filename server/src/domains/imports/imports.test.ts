import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { testAppOfFile } from '../../../tooling/testing/test-app';
import { rollupsHoldTheFacts } from '../../../tooling/testing/rollups';

/**
 * Data in, as an agency's staff does it: a platform's own export uploaded, read back as a dry run, imported, the
 * same file again, a corrected file, Undo; bad rows refused with their line, column and reason.
 */
let token: string;
/** Acme's Google Ads line items with delivery, and their campaigns. */
let lineItems: { id: number; campaignId: number; platformLineItemId: string; campaignName: string }[];

const t = testAppOfFile(
  { BEACON_JOB_POLL_SECONDS: '0.5', BEACON_RESPONSE_CACHE_SECONDS: '0' },
  {
    ready: async (app) => {
      token = await app.signIn('admin@acme.test');
      lineItems = await app.db.query(
        `SELECT li.id, li.campaign_id AS "campaignId", li.platform_line_item_id AS "platformLineItemId",
              c.name AS "campaignName"
       FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
       WHERE c.client_id = 1 AND li.platform = 'GOOGLE_ADS' ORDER BY li.id LIMIT 2`,
      );
      assert.equal(lineItems.length, 2);
    },
  },
);

const api = async (method: string, path: string, body?: FormData | object) => {
  const response = await fetch(`${t.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as { data: never; message?: string } };
};

/** An ad group report downloaded from Google Ads as CSV, segmented by day: title, range, rows, totals. */
function googleAdsExport(rows: { day: string; adGroupId: string; impressions: number; cost: string }[]): string {
  const lines = rows.map(
    (r) =>
      `${r.day},Acme - Search,20881234567,Ad group,${r.adGroupId},USD,"${r.impressions.toLocaleString('en-US')}",12,"${r.cost}",3.00`,
  );
  return [
    '\uFEFFAd group report',
    '"October 1, 2026 - October 2, 2026"',
    'Day,Campaign,Campaign ID,Ad group,Ad group ID,Currency code,Impr.,Clicks,Cost,Conversions',
    ...lines,
    'Total: Account,--,--,--,--,USD,"9,999",99,"999.00",9.00',
  ].join('\r\n');
}

async function upload(csv: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'Ad group report.csv');
  const started = await api('POST', '/clients/1/imports', form);
  assert.equal(started.status, 202, JSON.stringify(started.body));
  return finished((started.body.data as { id: number }).id);
}

type Import = {
  id: number;
  status: string;
  rowsAccepted: number;
  rowsRejected: number;
  errors: object[];
  preview: object[];
  message: string | null;
  format: string;
  formatLabel: string;
};
async function finished(id: number): Promise<Import> {
  for (;;) {
    const { body } = await api('GET', `/clients/1/imports/${id}`);
    const record = body.data as Import;
    if (process.env.DEBUG_IMPORTS) console.log(JSON.stringify(body).slice(0, 300));
    if (record.status !== 'queued' && record.status !== 'running') return record;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A line item's delivery on a day, as the facts and the rollups hold it. */
async function delivery(lineItemId: number, day: string) {
  const [facts] = await t.db.query<{ impressions: number; spend: string }>(
    `SELECT coalesce(sum(impressions), 0)::int AS impressions, coalesce(sum(spend), 0)::text AS spend
     FROM daily_delivery WHERE line_item_id = $1 AND day = $2`,
    [lineItemId, day],
  );
  const [rollup] = await t.db.query<{ impressions: number }>(
    'SELECT coalesce(sum(impressions), 0)::int AS impressions FROM delivery_line_item_days WHERE line_item_id = $1 AND day = $2',
    [lineItemId, day],
  );
  assert.equal(rollup?.impressions, facts?.impressions, 'the rollup follows the facts');
  return { impressions: facts!.impressions, spend: Number(facts!.spend) };
}

describe('importing a platform export', () => {
  test('line items show their platform id', async () => {
    const [first] = lineItems;
    const { status, body } = await api('GET', `/clients/1/campaigns/${first!.campaignId}/line-items`);
    assert.equal(status, 200);
    const listed = (body.data as { id: number; platformLineItemId: string }[]).find((li) => li.id === first!.id);
    assert.equal(listed?.platformLineItemId, first!.platformLineItemId);
    assert.match(first!.platformLineItemId, /^\d{12}$/);
  });

  test('a dry run reads the file and changes nothing; confirmed, its figures replace the days it holds', async () => {
    const [a, b] = lineItems;
    const before = await delivery(a!.id, '2026-10-01');
    const csv = googleAdsExport([
      { day: '2026-10-01', adGroupId: a!.platformLineItemId, impressions: 12345, cost: '1,234.56' },
      { day: '2026-10-02', adGroupId: b!.platformLineItemId, impressions: 500, cost: '20.00' },
    ]);
    const dry = await upload(csv, { dryRun: 'true' });
    assert.equal(dry.status, 'done');
    assert.equal(dry.formatLabel, 'Google Ads');
    assert.equal(dry.rowsAccepted, 2);
    assert.equal(dry.preview.length, 2);
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), before);

    const confirmed = await api('POST', `/clients/1/imports/${dry.id}/confirm`);
    assert.equal(confirmed.status, 202);
    const done = await finished((confirmed.body.data as { id: number }).id);
    assert.equal(done.status, 'done', done.message ?? '');
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), { impressions: 12345, spend: 1234.56 });
    assert.deepEqual(await delivery(b!.id, '2026-10-02'), { impressions: 500, spend: 20 });

    // The same file again changes nothing; a corrected one replaces exactly its own pairs.
    const again = await upload(csv);
    assert.equal(again.status, 'done');
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), { impressions: 12345, spend: 1234.56 });
    const corrected = await upload(
      googleAdsExport([{ day: '2026-10-01', adGroupId: a!.platformLineItemId, impressions: 12000, cost: '1,200.00' }]),
    );
    assert.equal(corrected.status, 'done');
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), { impressions: 12000, spend: 1200 });
    assert.deepEqual(await delivery(b!.id, '2026-10-02'), { impressions: 500, spend: 20 });
    await rollupsHoldTheFacts(t.db, ['2026-09-30', '2026-10-03']);

    // Undo, newest first, back to what the seed had.
    for (const id of [corrected.id, again.id, done.id]) {
      const undone = await api('DELETE', `/clients/1/imports/${id}`);
      assert.equal(undone.status, 200);
      assert.equal((undone.body.data as Import).status, 'undone');
    }
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), before);
    await rollupsHoldTheFacts(t.db, ['2026-09-30', '2026-10-03']);
  });

  test("a row no line item of this client carries, or an unreadable figure, refuses the file with each row's reason", async () => {
    const [a] = lineItems;
    const [foreign] = await t.db.query<{ id: string }>(
      `SELECT li.platform_line_item_id AS id FROM line_items li JOIN campaigns c ON c.id = li.campaign_id
       WHERE c.client_id <> 1 AND li.platform = 'GOOGLE_ADS' LIMIT 1`,
    );
    const before = await delivery(a!.id, '2026-10-01');
    const csv = googleAdsExport([
      { day: '2026-10-01', adGroupId: a!.platformLineItemId, impressions: 777, cost: '7.00' },
      { day: '2026-10-01', adGroupId: foreign!.id, impressions: 1, cost: '1.00' },
      { day: '2026-10-01', adGroupId: a!.platformLineItemId, impressions: 5, cost: '-4.00' },
    ]);
    const refused = await upload(csv);
    assert.equal(refused.status, 'failed');
    assert.equal(refused.rowsRejected, 2);
    assert.deepEqual(
      refused.errors.map((e) => (e as { row: number }).row),
      [5, 6],
    );
    assert.match(refused.message ?? '', /2 rows cannot be taken/);
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), before);

    const taken = await upload(csv, { acceptValidRows: 'true' });
    assert.equal(taken.status, 'done');
    assert.equal(taken.rowsAccepted, 1);
    assert.deepEqual(await delivery(a!.id, '2026-10-01'), { impressions: 777, spend: 7 });
    await api('DELETE', `/clients/1/imports/${taken.id}`);
  });

  test('a file that is no platform export is refused, saying so', async () => {
    const refused = await upload('name,age\nAda,36\n');
    assert.equal(refused.status, 'failed');
    assert.ok(refused.message && refused.message.length > 10, refused.message ?? '');
  });

  test('readers of a client may not import, and another client’s imports are not found', async () => {
    const reader = await t.signIn('reports@acme.test');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    const refused = await fetch(`${t.url}/api/clients/1/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}` },
      body: form,
    });
    assert.equal(refused.status, 403);
    const other = await t.signIn('franchise@northwind.test');
    const list = await fetch(`${t.url}/api/clients/1/imports`, { headers: { authorization: `Bearer ${other}` } });
    assert.equal(list.status, 404);
  });
});
