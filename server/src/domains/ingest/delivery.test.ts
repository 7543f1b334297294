import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { makeApiKey, sendBatch } from '../../../tooling/testing/api-keys';
import { call } from '../../../tooling/testing/call';
import { clientIdOf, createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { rollupsHoldTheFacts } from '../../../tooling/testing/rollups';

const DAY = '2026-11-20';
let t: TestApi;
let acme: number;
let key: Awaited<ReturnType<typeof makeApiKey>>;
/** A line item of another client, with its platform's id. */
let foreign: { platform: string; platformLineItemId: string };

before(async () => {
  t = await createTestApi();
  acme = await clientIdOf(t.db, 'Acme Outdoor');
  key = await makeApiKey(t.db, acme, 'Acme delivery feed');
  const [row] = await t.db.query<{ platform: string; platformLineItemId: string }>(
    `SELECT li.platform, li.platform_line_item_id AS "platformLineItemId" FROM line_items li
     JOIN campaigns c ON c.id = li.campaign_id WHERE c.client_id <> $1 AND li.platform_line_item_id IS NOT NULL LIMIT 1`,
    [acme],
  );
  foreign = row!;
  for (const [endpoint, records] of [
    ['advertisers', [{ externalId: 'dl-adv', name: 'Delivery Outfitters' }]],
    [
      'campaigns',
      [
        ...['dl-cmp', 'dl-cmp-2'].map((externalId) => ({
          externalId,
          advertiserExternalId: 'dl-adv',
          name: `Campaign ${externalId}`,
          status: 'Live',
          totalBudget: 10000,
          rateType: 'CPM',
          rate: 10,
        })),
      ],
    ],
    [
      'line-items',
      [
        {
          externalId: 'dl-li-1',
          campaignExternalId: 'dl-cmp',
          name: 'Social',
          platform: 'META',
          platformLineItemId: 'dl-meta-1',
          adFormat: 'SOCIAL',
          budget: 5000,
        },
        {
          externalId: 'dl-li-2',
          campaignExternalId: 'dl-cmp',
          name: 'Display',
          platform: 'XANDR',
          platformLineItemId: 'dl-xandr-2',
          adFormat: 'DISPLAY',
          budget: 5000,
        },
      ],
    ],
  ] as const) {
    const answer = await post(endpoint, records);
    assert.equal(answer.status, 200, `${endpoint}: ${JSON.stringify(answer.body)}`);
  }
});
after(async () => t.close());

const post = (endpoint: string, records: readonly unknown[]) => sendBatch(t.app, key.headers, endpoint, records);

const row = (region: string | null, impressions: number, spend: number) => ({
  date: DAY,
  platform: 'META',
  platformLineItemId: 'dl-meta-1',
  ...(region ? { region } : {}),
  impressions,
  clicks: 10,
  conversions: 1,
  spend,
});

const held = async () =>
  t.db.query<{ region: string; impressions: number; spend: string }>(
    `SELECT d.region, d.impressions, d.spend FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
     WHERE li.platform_line_item_id = 'dl-meta-1' AND d.day = $1 ORDER BY d.region`,
    [DAY],
  );

describe('daily delivery through the ingestion API', () => {
  test('rows are placed by the platform id and written as an import, the truth for their pairs, which Undo takes back', async () => {
    const first = await post('delivery', [row('West', 1000, 20), row('Midwest', 500, 10)]);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const { imports, ...counts } = first.body.data;
    assert.deepEqual(counts, { records: 2, created: 2, updated: 0, unchanged: 0 });
    const [made] = imports as { clientId: number; importId: number }[];
    assert.equal(made!.clientId, acme);
    const record = await call(t, 'admin@acme.test', 'GET', `/api/clients/${acme}/imports/${made!.importId}`);
    assert.equal(record.body.data.source, 'api');
    assert.equal(record.body.data.status, 'done');
    assert.equal(record.body.data.rowsAccepted, 2);
    assert.match(record.body.data.createdBy, /^API key Acme delivery feed \(bk_live_/);

    assert.deepEqual((await post('delivery', [row('West', 1000, 20), row('Midwest', 500, 10)])).body.data.unchanged, 2);
    await rollupsHoldTheFacts(t.db);
    const changed = await post('delivery', [row('West', 1200, 24)]);
    assert.deepEqual(
      { ...changed.body.data, imports: undefined },
      { records: 1, created: 0, updated: 1, unchanged: 0, imports: undefined },
    );
    assert.deepEqual(
      (await held()).map((d) => [d.region, d.impressions]),
      [
        ['Midwest', 500],
        ['West', 1200],
      ],
    );
    await rollupsHoldTheFacts(t.db);

    const undo = await call(
      t,
      'admin@acme.test',
      'DELETE',
      `/api/clients/${acme}/imports/${changed.body.data.imports[0].importId}`,
    );
    assert.equal(undo.status, 200);
    assert.deepEqual(
      (await held()).map((d) => [d.region, d.impressions]),
      [
        ['Midwest', 500],
        ['West', 1000],
      ],
    );
  });

  test("a row without region is the line item's whole day: it replaces the day's regions", async () => {
    const whole = await post('delivery', [row(null, 1500, 30)]);
    assert.equal(whole.body.data.updated, 1);
    assert.deepEqual(
      (await held()).map((d) => [d.region, d.impressions, Number(d.spend)]),
      [['Unspecified', 1500, 30]],
    );
    assert.equal((await post('delivery', [row(null, 1500, 30)])).body.data.unchanged, 1);
    await rollupsHoldTheFacts(t.db);
  });

  test('what cannot be placed, or says two things of one day, is named, and nothing is written', async () => {
    const imports = async () => (await t.db.query('SELECT 1 FROM imports WHERE client_id = $1', [acme])).length;
    const before = await imports();
    const records = [
      row('West', 1, 1),
      { ...row('West', 1, 1), platformLineItemId: 'no-such-ad-set' },
      { ...row('East', 1, 1), ...foreign },
      row('West', 2, 2),
      row(null, 3, 3),
    ];
    // The shape of every row first: a negative spend is named before any row is placed.
    const shapes = await post('delivery', [...records, { ...row('West', 1, 1), spend: -1 }]);
    assert.deepEqual(shapes.body.fields, [{ field: 'records.5.spend', message: 'must be at least 0' }]);
    const placed = await post('delivery', records);
    assert.equal(placed.status, 400);
    assert.deepEqual(placed.body.fields, [
      { field: 'records.1.platformLineItemId', message: 'no line item of this client has this META id' },
      { field: 'records.2.platformLineItemId', message: `no line item of this client has this ${foreign.platform} id` },
      { field: 'records.3.date', message: 'repeats records.0' },
      { field: 'records.4.region', message: 'records.0 holds the same line item and day by region' },
    ]);
    assert.equal(await imports(), before);
  });

  test('a batch over several days and line items replaces its own pairs only: the days between them stay', async () => {
    const on = (date: string, platform: string, platformLineItemId: string, impressions: number) => ({
      ...row('West', impressions, 1),
      date,
      platform,
      platformLineItemId,
    });
    const days = async () =>
      t.db.query<{ id: string; day: string; impressions: number }>(
        `SELECT li.platform_line_item_id AS id, to_char(d.day, 'YYYY-MM-DD') AS day, d.impressions
         FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
         WHERE li.platform_line_item_id IN ('dl-meta-1', 'dl-xandr-2') AND d.day BETWEEN '2026-10-01' AND '2026-10-03'
         ORDER BY 1, 2`,
      );
    const first = await post('delivery', [
      on('2026-10-01', 'META', 'dl-meta-1', 100),
      on('2026-10-02', 'META', 'dl-meta-1', 200),
      on('2026-10-03', 'META', 'dl-meta-1', 300),
      on('2026-10-02', 'XANDR', 'dl-xandr-2', 400),
    ]);
    assert.equal(first.body.data.created, 4, JSON.stringify(first.body));
    const second = await post('delivery', [
      on('2026-10-01', 'META', 'dl-meta-1', 110),
      on('2026-10-03', 'META', 'dl-meta-1', 310),
      on('2026-10-03', 'XANDR', 'dl-xandr-2', 500),
    ]);
    assert.deepEqual(
      { ...second.body.data, imports: undefined },
      { records: 3, created: 1, updated: 2, unchanged: 0, imports: undefined },
    );
    assert.deepEqual(
      (await days()).map((d) => [d.id, d.day, d.impressions]),
      [
        ['dl-meta-1', '2026-10-01', 110],
        ['dl-meta-1', '2026-10-02', 200],
        ['dl-meta-1', '2026-10-03', 310],
        ['dl-xandr-2', '2026-10-02', 400],
        ['dl-xandr-2', '2026-10-03', 500],
      ],
    );
    await rollupsHoldTheFacts(t.db);
  });
});

describe('line items', () => {
  test("a platform's id is one line item: another's (any client's) is refused, and so is a move to another campaign", async () => {
    const answer = await post('line-items', [
      { externalId: 'dl-li-3', campaignExternalId: 'dl-cmp', name: 'Copy', ...foreign, adFormat: 'DISPLAY', budget: 1 },
      {
        externalId: 'dl-li-1',
        campaignExternalId: 'dl-cmp-2',
        name: 'Moved',
        platform: 'META',
        platformLineItemId: 'dl-meta-1',
        adFormat: 'SOCIAL',
        budget: 1,
      },
      {
        externalId: 'dl-li-4',
        campaignExternalId: 'dl-cmp',
        name: 'Flight',
        platform: 'META',
        adFormat: 'SOCIAL',
        budget: 1,
        startDate: '2026-03-02',
        endDate: '2026-03-01',
      },
    ]);
    assert.deepEqual(answer.body.fields, [
      { field: 'records.0.platformLineItemId', message: 'is already another line item on this platform' },
      {
        field: 'records.1.campaignExternalId',
        message: 'the line item belongs to another campaign: a line item cannot move',
      },
      { field: 'records.2.endDate', message: 'must not be before startDate' },
    ]);
  });
});
