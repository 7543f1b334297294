import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClientScope } from '../kernel/access/scope';
import { OBJECTIVE_FIGURES, OBJECTIVES_BY_TAB, TAB_KEYS } from './choices';
import { runReportBody } from '../domains/campaign-reports/run-body';
import type { Database } from '../kernel/db/database';
import { DATA_CHANNEL } from '../kernel/http/response-cache';
import { afterAnnounced } from '../../tooling/testing/announced';
import { clientOneScopes } from '../../tooling/testing/client-scopes';
import { createTestApi, type TestApi } from '../../tooling/testing/test-api';
import { REPORT_BREAKDOWNS, REPORT_SETS } from './catalogue';
import { answerFromCopy } from './delivery-copy';
import { copyAnswers, keepDeliveryCopy, warmDeliveryCopy } from './delivery-copy-keeper';
import { DELIVERY_SOURCES, deliverySourceOf, type DeliverySource } from './delivery-sources';
import type { Dimension } from './dimensions';
import { flightsOf, type Subject } from './flights';
import { runDeliveryQuery, runReportQuery, type ReportQuery } from './query';
import { RELATIVE_RANGES, resolveRange, todayUtc } from './time';

/**
 * The in-process copy of the rollups answers every rollup-answerable report query with the bytes SQL answers: every
 * rollup, grouping, breakdown, filter and objective, and every report tab's whole answer over every range, asked
 * of the copy (kept for this file's database, as the server keeps it with BEACON_DELIVERY_COPY=on) and of SQL (the same database without it).
 */
let t: TestApi;
let agency: ClientScope;
let limited: ClientScope;
const ROLLUPS = DELIVERY_SOURCES.filter((s) => s.table.startsWith('delivery_'));
const FACTS = DELIVERY_SOURCES.find((s) => s.table === 'daily_delivery')!;

/** The same database without the copy: every report asks SQL, as before the copy. */
function withoutCopy(db: Database): Database {
  return {
    kind: db.kind,
    query: (text, params) => db.query(text, params),
    exec: (text) => db.exec(text),
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
}

before(async () => {
  t = await createTestApi();
  await keepDeliveryCopy(t.db);
  ({ agency, limited } = await clientOneScopes(t.db));
});
after(async () => t.close());

/** Client 1's campaigns with the most delivery rows, busiest first. */
async function busiestCampaigns(n: number): Promise<{ id: number; advertiserId: number }[]> {
  return t.db.query<{ id: number; advertiserId: number }>(
    `SELECT d.campaign_id AS id, min(d.advertiser_id) AS "advertiserId" FROM daily_delivery d
      JOIN advertisers a ON a.id = d.advertiser_id WHERE a.client_id = 1
      GROUP BY d.campaign_id ORDER BY count(*) DESC, d.campaign_id LIMIT $1`,
    [n],
  );
}

function groupingsOf(source: DeliverySource): Dimension[][] {
  const all: Dimension[][] = [
    [],
    ...source.keeps.map((dim) => [dim]),
    ...REPORT_BREAKDOWNS.map((b) => b.dimensions.map((d) => d.key)),
    ['lineItem', 'lineItemName', 'platform', 'adFormat', 'budget'],
    ['advertiser', 'month'],
    ['day', 'platform'],
    ['platform', 'lineItemName'],
  ];
  return all.filter((dims) => dims.every((dim) => source.keeps.includes(dim)));
}

async function sameAsSql(scope: ClientScope, q: ReportQuery, source: DeliverySource) {
  const fromSql = await runDeliveryQuery(t.db, scope, q, source);
  const fromCopy = await answerFromCopy(t.db, scope, q, source);
  assert.equal(JSON.stringify(fromCopy), JSON.stringify(fromSql), `${source.table}: ${JSON.stringify(q)}`);
  return fromSql.length;
}

/**
 * A test of the copy, skipped where the database keeps none: a PostgreSQL whose collation does not sort text by code
 * point, as the copy does (keepDeliveryCopy refuses it, and every report asks SQL there).
 */
function copyTest(name: string, check: () => Promise<void>) {
  test(name, async (context) => {
    if (!copyAnswers(t.db)) return context.skip('this database sorts text otherwise than by code point: no copy');
    await check();
  });
}

describe('the in-process copy of the rollups and facts', () => {
  copyTest('answers every rollup, grouping and metric as SQL does, byte for byte', async () => {
    const [campaign] = await busiestCampaigns(1);
    const lastMonth = resolveRange('Last 30 days', todayUtc());
    const subjects: [ClientScope, Omit<ReportQuery, 'groupBy'>][] = [
      [agency, { campaignIds: [campaign!.id] }],
      [agency, { advertiserIds: [campaign!.advertiserId], dateRange: lastMonth }],
      [agency, {}],
      [limited, { dateRange: lastMonth, objectiveSql: OBJECTIVE_FIGURES['Conversions'].sql }],
      [agency, { campaignIds: [-1] }],
    ];
    let rows = 0;
    for (const source of ROLLUPS)
      for (const [scope, subject] of subjects)
        for (const groupBy of groupingsOf(source)) rows += await sameAsSql(scope, { ...subject, groupBy }, source);
    assert.ok(rows > 1000, `${rows} rows compared`);
  });

  copyTest('answers channel, line item and pixel filters as SQL does', async () => {
    const lineItems = ROLLUPS.find((s) => s.table === 'delivery_line_item_days')!;
    const [some] = await t.db.query<{ ids: number[]; pixels: string[] }>(
      `SELECT array_agg(li.id ORDER BY li.id) AS ids, array_agg(DISTINCT li.pixel_name) FILTER (WHERE li.pixel_name IS NOT NULL) AS pixels
        FROM line_items li JOIN campaigns c ON c.id = li.campaign_id JOIN advertisers a ON a.id = c.advertiser_id
        WHERE a.client_id = 1`,
    );
    const advertisers = (await t.db.query<{ id: number }>('SELECT id FROM advertisers WHERE client_id = 1')).map(
      (a) => a.id,
    );
    const filters: Omit<ReportQuery, 'groupBy'>[] = [
      { platforms: ['XANDR'] },
      { platformAdTypes: ['DISPLAY', 'VIDEO'] },
      { withPixel: true },
      { withPixel: false },
      { platforms: ['ADOMNI', 'META'], dateRange: resolveRange('Previous Month', todayUtc()) },
      { platformLineItemIds: some!.ids.slice(0, 7) },
      { platformPixelNames: some!.pixels.slice(0, 2) },
      { xandrPixelIds: advertisers.slice(0, 3) },
      { adomniCampaignIds: some!.ids },
      { platforms: [] },
    ];
    for (const filter of filters)
      for (const groupBy of groupingsOf(lineItems)) {
        assert.notEqual(deliverySourceOf(filter, groupBy).table, 'daily_delivery');
        await sameAsSql(agency, { ...filter, groupBy }, deliverySourceOf(filter, groupBy));
      }
  });

  copyTest('answers a region within channels and every split by state as SQL does, byte for byte', async () => {
    const [campaign] = await busiestCampaigns(1);
    const lastMonth = resolveRange('Last 30 days', todayUtc());
    const subjects: [ClientScope, Omit<ReportQuery, 'groupBy'>][] = [
      [agency, { campaignIds: [campaign!.id] }],
      [agency, { campaignIds: [campaign!.id], platforms: ['XANDR', 'META'] }],
      [agency, { advertiserIds: [campaign!.advertiserId], dateRange: lastMonth, platformAdTypes: ['DISPLAY'] }],
      [limited, { dateRange: lastMonth }],
    ];
    const groupings: Dimension[][] = [
      ['region'],
      ['region', 'state'],
      ['state'],
      ['month', 'region', 'state'],
      ['day', 'platform', 'state'],
      ['lineItemName', 'region'],
    ];
    let rows = 0;
    for (const [scope, subject] of subjects)
      for (const groupBy of groupings) {
        const q = { ...subject, groupBy };
        rows += await sameAsSql(scope, q, deliverySourceOf(q, groupBy));
        // The facts answer every grouping too, split by state or not: the same bytes as the rollup they sum to.
        rows += await sameAsSql(scope, q, FACTS);
      }
    assert.ok(rows > 1000, `${rows} rows compared`);
    const channels = { campaignIds: [campaign!.id], platforms: ['XANDR'], groupBy: ['region', 'state'] as Dimension[] };
    assert.equal(deliverySourceOf(channels, channels.groupBy).table, 'daily_delivery');
  });

  copyTest('every report tab, objective and range answers the same bytes as the reports asked of SQL', async () => {
    const [campaign] = await busiestCampaigns(1);
    const sql = withoutCopy(t.db);
    const same = async (scope: ClientScope, body: Parameters<typeof runReportBody>[2]) =>
      assert.equal(
        JSON.stringify(await runReportBody(t.db, scope, body)),
        JSON.stringify(await runReportBody(sql, scope, body)),
        JSON.stringify(body),
      );
    for (const tab of TAB_KEYS)
      for (const dateRangeChoice of ['Last 30 days', 'Campaign Lifetime'] as const)
        await same(agency, { tab, campaignIds: [campaign!.id], dateRangeChoice, queries: REPORT_SETS });
    // Each objective once, on the first tab that offers it, for a user limited to one advertiser.
    const objectives = new Map(
      TAB_KEYS.flatMap((tab) => OBJECTIVES_BY_TAB[tab].map((o) => [o, tab] as const)).reverse(),
    );
    for (const [objective, tab] of objectives)
      await same(limited, { tab, objective, dateRangeChoice: 'MTD', queries: REPORT_SETS });
    for (const dateRangeChoice of RELATIVE_RANGES)
      await same(agency, { groupBy: ['advertiser', 'month'], dateRangeChoice, queries: REPORT_SETS });
  });

  copyTest('a write to the facts shows in its next answer, as SQL shows it', async () => {
    const [campaign] = await busiestCampaigns(1);
    const q: ReportQuery = { campaignIds: [campaign!.id], groupBy: ['day', 'platform'] };
    const source = deliverySourceOf(q, q.groupBy);
    assert.ok(copyAnswers(t.db));
    const before = JSON.stringify(await runReportQuery(t.db, agency, q));
    // Once the write is heard (at once on PGlite, a moment after its commit on PostgreSQL), as the server hears it.
    const written = (text: string, params: unknown[]) =>
      afterAnnounced(t.db, DATA_CHANNEL, 'daily_delivery', () => t.db.query(text, params));
    await written(
      `INSERT INTO daily_delivery (line_item_id, campaign_id, advertiser_id, day, region, impressions,
        viewable_impressions, clicks, completions, conversions, site_activities, spend)
      SELECT li.id, li.campaign_id, c.advertiser_id, DATE '2031-01-01', 'West', 1000, 600, 7, 0, 1, 2, 12.34
      FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE li.campaign_id = $1 ORDER BY li.id LIMIT 1`,
      [campaign!.id],
    );
    const added = await runReportQuery(t.db, agency, q);
    assert.notEqual(JSON.stringify(added), before);
    assert.equal(JSON.stringify(added), JSON.stringify(await runDeliveryQuery(t.db, agency, q, source)));
    assert.equal(added.at(-1)!.day, '2031-01-01');
    // A region within a channel reads the facts: the new row shows there too.
    const [line] = await t.db.query<{ platform: string }>(
      `SELECT li.platform FROM line_items li WHERE li.campaign_id = $1 ORDER BY li.id LIMIT 1`,
      [campaign!.id],
    );
    const channel: ReportQuery = {
      campaignIds: [campaign!.id],
      platforms: [line!.platform],
      groupBy: ['day', 'region'],
    };
    const facts = await runReportQuery(t.db, agency, channel);
    assert.deepEqual(facts.at(-1), { ...facts.at(-1), day: '2031-01-01', region: 'West', impressions: 1000 });
    assert.equal(JSON.stringify(facts), JSON.stringify(await runDeliveryQuery(t.db, agency, channel, FACTS)));
    await written(`DELETE FROM daily_delivery WHERE campaign_id = $1 AND day = DATE '2031-01-01'`, [campaign!.id]);
    assert.equal(JSON.stringify(await runReportQuery(t.db, agency, q)), before);
  });

  copyTest("a change of a campaign's state weights shows in its next map, as SQL shows it", async () => {
    const [campaign] = await busiestCampaigns(1);
    const q: ReportQuery = { campaignIds: [campaign!.id], groupBy: ['region', 'state'] };
    const before = JSON.stringify(await runReportQuery(t.db, agency, q));
    await afterAnnounced(t.db, DATA_CHANNEL, 'campaign_state_weights', () =>
      t.db.query(
        `INSERT INTO campaign_state_weights (campaign_id, state, weight) VALUES ($1, 'vt', 1000000000)
        ON CONFLICT (campaign_id, state) DO UPDATE SET weight = excluded.weight`,
        [campaign!.id],
      ),
    );
    const changed = await runReportQuery(t.db, agency, q);
    assert.notEqual(JSON.stringify(changed), before);
    assert.equal(JSON.stringify(changed), JSON.stringify(await runDeliveryQuery(t.db, agency, q, FACTS)));
  });

  copyTest(
    "every campaign's flight and budget, in whole and by channel, as SQL answers it; an edit shows at once",
    async () => {
      const [campaign] = await busiestCampaigns(1);
      const sql = withoutCopy(t.db);
      const subjects: [ClientScope, Subject][] = [
        [agency, {}],
        [limited, {}],
        [agency, { campaignIds: [campaign!.id, campaign!.id, -1] }],
        [agency, { advertiserIds: [campaign!.advertiserId] }],
        [agency, { platforms: ['XANDR'] }],
        [agency, { adFormats: ['DISPLAY', 'VIDEO'] }],
        [limited, { platforms: ['META', 'GOOGLE_ADS'], adFormats: ['DISPLAY'] }],
        [agency, { platforms: [] }],
      ];
      const same = async () => {
        for (const [scope, subject] of subjects)
          assert.equal(
            JSON.stringify(await flightsOf(t.db, scope, subject)),
            JSON.stringify(await flightsOf(sql, scope, subject)),
            JSON.stringify(subject),
          );
      };
      await same();
      assert.ok((await flightsOf(t.db, agency, {})).some((f) => f.channel === false && f.budget > 0));
      const budget = () => flightsOf(t.db, agency, { campaignIds: [campaign!.id] }).then(([f]) => f!.budget);
      const was = await budget();
      await afterAnnounced(t.db, DATA_CHANNEL, 'campaigns', () =>
        t.db.query('UPDATE campaigns SET total_budget = total_budget + 1234.56 WHERE id = $1', [campaign!.id]),
      );
      assert.equal(await budget(), Number((was + 1234.56).toFixed(2)));
      await same();
      await afterAnnounced(t.db, DATA_CHANNEL, 'campaigns', () =>
        t.db.query('UPDATE campaigns SET total_budget = total_budget - 1234.56 WHERE id = $1', [campaign!.id]),
      );
      assert.equal(await budget(), was);
    },
  );

  copyTest('warmed at start, the first report is answered without loading the copy', async () => {
    // The same database, counting its statements, with a copy of its own.
    const counted = (db: Database) => {
      let statements = 0;
      const handle: Database = {
        kind: db.kind,
        query: (text, params) => ((statements += 1), db.query(text, params)),
        exec: (text) => ((statements += 1), db.exec(text)),
        transaction: (work) => db.transaction(work),
        listen: (channel, onPayload) => db.listen!(channel, onPayload),
        close: () => db.close(),
      };
      return { handle, statements: () => statements };
    };
    const [campaign] = await busiestCampaigns(1);
    const q: ReportQuery = { campaignIds: [campaign!.id], groupBy: ['day', 'platform'] };
    const source = deliverySourceOf(q, q.groupBy);
    const cold = counted(t.db);
    await keepDeliveryCopy(cold.handle);
    await answerFromCopy(cold.handle, agency, q, source);
    assert.ok(cold.statements() > 0, 'a cold copy loads on the first report');
    const warm = counted(t.db);
    await keepDeliveryCopy(warm.handle);
    await warmDeliveryCopy(warm.handle);
    const loaded = warm.statements();
    assert.ok(loaded > 0);
    const answer = await answerFromCopy(warm.handle, agency, q, source);
    assert.equal(warm.statements(), loaded, 'the warmed copy answers with no statement');
    assert.equal(JSON.stringify(answer), JSON.stringify(await runDeliveryQuery(t.db, agency, q, source)));
  });

  copyTest('a transaction and a database without the copy are asked of SQL', async () => {
    assert.equal(copyAnswers(withoutCopy(t.db)), false);
    await t.db.transaction(async (tx) => assert.equal(copyAnswers(tx), false));
    assert.equal(copyAnswers(t.db), true);
  });

  copyTest('a copy the facts have outgrown is given up: every report asks SQL, with the same answer', async () => {
    const [campaign] = await busiestCampaigns(1);
    const [{ facts } = { facts: 0 }] = await t.db.query<{ facts: number }>(
      'SELECT count(*)::int AS facts FROM daily_delivery',
    );
    // The same database, keeping a copy of at most one fact fewer than it holds.
    const outgrown = {
      ...withoutCopy(t.db),
      listen: (channel: string, onPayload: (payload: string) => void) => t.db.listen!(channel, onPayload),
    };
    await keepDeliveryCopy(outgrown, facts - 1);
    assert.equal(copyAnswers(outgrown), true, 'kept until it is loaded');
    const body = {
      tab: TAB_KEYS[0]!,
      campaignIds: [campaign!.id],
      dateRangeChoice: 'Last 30 days' as const,
      queries: REPORT_SETS,
    };
    const answer = JSON.stringify(await runReportBody(outgrown, agency, body));
    assert.equal(copyAnswers(outgrown), false, 'given up once it counted the facts');
    assert.equal(answer, JSON.stringify(await runReportBody(withoutCopy(t.db), agency, body)));
    assert.equal(JSON.stringify(await runReportBody(outgrown, agency, body)), answer);
  });
});
