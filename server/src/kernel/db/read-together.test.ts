import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { clientScope, type AccessScope, type ClientScope } from '../access/scope';
import { scoped } from '../access/scoped';
import { runReportBody } from '../../domains/campaign-reports/run-body';
import { REPORT_BREAKDOWNS, REPORT_SETS } from '../../semantic/catalogue';
import { DIMENSION_NAMES } from '../../semantic/dimensions';
import { lastDeliveryDay, reportQuery, runReportQuery, type ReportQuery } from '../../semantic/query';
import { createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import type { Database } from './database';
import { readTogether } from './read-together';

let t: TestApi;
let acme: ClientScope;
let campaignId: number;
before(async () => {
  t = await createTestApi();
  acme = clientScope({ allClients: true, clientIds: [], advertiserIds: null } as unknown as AccessScope, 1);
  const [row] = await t.db.query<{ id: number }>(
    `SELECT campaign_id AS id FROM daily_delivery WHERE advertiser_id IN (SELECT id FROM advertisers WHERE client_id = 1)
    GROUP BY campaign_id ORDER BY count(*) DESC LIMIT 1`,
  );
  campaignId = row!.id;
});
after(async () => t.close());

/** The database, counting the statements it is asked. */
function counting(db: Database) {
  const asked: string[] = [];
  const counted: Database = {
    kind: db.kind,
    query: (text, params) => {
      asked.push(text);
      return db.query(text, params);
    },
    exec: (text) => db.exec(text),
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
  return { db: counted, asked };
}

describe('reads asked together', () => {
  test('every grouping and breakdown asked in one statement answers the rows each gives alone, in its order', async () => {
    const { db, asked } = counting(t.db);
    const queries: ReportQuery[] = [
      ...DIMENSION_NAMES.map((dim) => ({ campaignIds: [campaignId], groupBy: [dim] })),
      ...REPORT_BREAKDOWNS.map((b) => ({ campaignIds: [campaignId], groupBy: b.dimensions.map((d) => d.key) })),
      { dateRange: { startDate: '2026-01-01', endDate: '2026-12-31' }, groupBy: ['advertiser', 'month'] },
      { campaignIds: [campaignId], platforms: ['XANDR'], withPixel: true, groupBy: ['pixelId', 'pixelName'] },
      { campaignIds: [-1], groupBy: ['day'] },
    ];
    const together = readTogether(db);
    const answers = Promise.all(queries.map((q) => together.add(reportQuery(db, acme, q))));
    await together.flush();
    const rows = await answers;
    // One statement, on PGlite and on PostgreSQL.
    assert.equal(asked.length, 1);
    for (const [i, q] of queries.entries()) assert.deepEqual(rows[i], await runReportQuery(t.db, acme, q), `${i}`);
    assert.deepEqual(rows.at(-1), []);
  });

  test('a read that fails fails every read asked with it, with its error', async () => {
    const together = readTogether(t.db);
    const good = together.add(reportQuery(t.db, acme, { campaignIds: [campaignId], groupBy: [] }));
    const bad = together.add(
      scoped(t.db, acme)
        .selectFrom('campaigns as c')
        .select(sql<number>`1 / (c.id - c.id)`.as('never')),
    );
    const settled = Promise.allSettled([good, bad]);
    await together.flush();
    const [first, second] = await settled;
    assert.equal(first.status, 'rejected');
    assert.equal(second.status, 'rejected');
    assert.match(String((second as PromiseRejectedResult).reason), /division by zero/);
    // The database answers the next question as before.
    assert.equal((await t.db.query<{ one: number }>('SELECT 1 AS one'))[0]!.one, 1);
  });

  test("a report's result sets and its data as of are one statement, and answer as they did apart", async () => {
    const { db, asked } = counting(t.db);
    const report = await runReportBody(db, acme, { campaignIds: [campaignId], queries: REPORT_SETS });
    // Its sets and data as of together, then pacing's flights and their delivery (without a date range the two
    // sets of the period before ask nothing).
    assert.equal(REPORT_SETS.filter((name) => name.startsWith('previous')).length, 2);
    assert.equal(asked.length, 3);
    const totals = report.queryResults.find((r) => r.name === 'totals')!.data;
    assert.deepEqual(totals, await runReportQuery(t.db, acme, { campaignIds: [campaignId], groupBy: [] }));
    assert.equal(report.dataAsOf, await lastDeliveryDay(t.db, acme, { campaignIds: [campaignId] }));
    assert.match(String(report.dataAsOf), /^\d{4}-\d{2}-\d{2}$/);
  });
});
