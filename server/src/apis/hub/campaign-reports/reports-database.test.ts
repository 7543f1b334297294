import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Database } from '../../../kernel/db/database';
import { testAppOfFile } from '../../../../tooling/testing/test-app';

/**
 * BEACON_READ_DATABASE_URL: campaign reports read on a standby of the database, everything else on the primary.
 * Here the "standby" is the same database seen through a handle that counts what is asked of it.
 */
const t = testAppOfFile({}, { reportsDbOf: countingHandle });
let askedOfStandby: string[] = [];

function countingHandle(db: Database): Database {
  return {
    kind: db.kind,
    query: (sql, params) => (askedOfStandby.push(sql), db.query(sql, params)),
    exec: (sql) => (askedOfStandby.push(sql), db.exec(sql)),
    transaction: (work) => db.transaction(work),
    close: async () => undefined,
  };
}

test('a campaign report is read on the standby, and the campaign list on the primary', async () => {
  const headers = { authorization: `Bearer ${await t.signIn('admin@acme.test')}`, 'content-type': 'application/json' };
  askedOfStandby = [];
  const list = await fetch(`${t.url}/api/clients/1/campaigns`, { headers });
  assert.equal(list.status, 200);
  const campaignId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  assert.deepEqual(askedOfStandby, [], 'the list asked nothing of the standby');

  const report = await fetch(`${t.url}/api/clients/1/campaign-reports/query`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ campaignIds: [campaignId], groupBy: ['day'] }),
  });
  assert.equal(report.status, 200);
  assert.ok(askedOfStandby.length > 0, 'the report read on the standby');
  assert.ok(
    askedOfStandby.some((sql) => /delivery/i.test(sql)),
    'its delivery figures among what it read there',
  );
});
