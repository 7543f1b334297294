import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { acmeWorkspace, keptJobs } from '../../../tooling/testing/connector-sync';
import { createTestAnalytics, type TestAnalytics } from '../../../tooling/testing/test-analytics';
import { queueScheduledSyncs } from './scheduled-syncs';
import { CONNECTOR_SYNC_QUEUE } from './run-sync';

let t: TestAnalytics;
let workspaceId: number;
const { jobs, sent } = keptJobs();

before(async () => {
  t = await createTestAnalytics();
  workspaceId = (await acmeWorkspace(t.db)).workspaceId;
  // The seed's own connections are not the subject here: only this test's connections may be due.
  await t.db.query(`UPDATE analytics_connections SET status = 'purged' WHERE status = 'connected'`);
});
after(async () => t.close());

async function connection(name: string, values: { auth?: string; status?: string; account?: string | null } = {}) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status, account_id)
     VALUES ($1, $2, 'GOOGLE_ADS', $2, $3, $4, $5, $6) RETURNING id`,
    [
      workspaceId,
      name,
      values.auth === 'manual',
      values.auth ?? 'oauth',
      values.status ?? 'connected',
      values.account === undefined ? '123-456-7890' : values.account,
    ],
  );
  return row!.id;
}

const queuedFor = async (connectionId: number) =>
  t.db.query<{ id: number }>('SELECT id FROM connector_syncs WHERE connection_id = $1', [connectionId]);

test('each connected OAuth connection is synced once a day; one waiting, reconnecting or typed by hand is not', async () => {
  const never = await connection('daily-never-synced');
  const yesterday = await connection('daily-synced-yesterday');
  const lastHour = await connection('daily-synced-an-hour-ago');
  const expired = await connection('daily-needs-reconnecting', { status: 'expired' });
  const byHand = await connection('daily-typed-by-hand', { auth: 'manual' });
  const noAccount = await connection('daily-no-account-chosen', { account: null });
  await t.db.query(
    `INSERT INTO connector_syncs (connection_id, status, from_day, to_day, queued_at, finished_at)
     VALUES ($1, 'done', current_date - 30, current_date, now() - interval '25 hours', now() - interval '25 hours'),
            ($2, 'done', current_date - 30, current_date, now() - interval '1 hour', now() - interval '1 hour')`,
    [yesterday, lastHour],
  );

  assert.equal(await queueScheduledSyncs(t.db, jobs), 2);
  assert.equal((await queuedFor(never)).length, 1);
  assert.equal((await queuedFor(yesterday)).length, 2);
  assert.equal((await queuedFor(lastHour)).length, 1, 'synced within the day: not again');
  for (const left of [expired, byHand, noAccount]) assert.equal((await queuedFor(left)).length, 0);
  assert.deepEqual(
    sent.map((job) => job.queue),
    [CONNECTOR_SYNC_QUEUE, CONNECTOR_SYNC_QUEUE],
  );

  // The next pass finds every connection synced within the day.
  assert.equal(await queueScheduledSyncs(t.db, jobs), 0);
  assert.equal(sent.length, 2);
});

test("a connection made with an API token (The Trade Desk) is synced daily too, among its vendor's syncs", async () => {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status, account_id)
     VALUES ($1, 'daily-ttd-token', 'THE_TRADE_DESK', 'The Trade Desk', false, 'token', 'connected', 'adv0001')
     RETURNING id`,
    [workspaceId],
  );
  const before = sent.length;
  assert.equal(await queueScheduledSyncs(t.db, jobs), 1);
  assert.equal((await queuedFor(row!.id)).length, 1);
  assert.equal(sent.length, before + 1);
  assert.equal(sent.at(-1)!.group?.id, 'THE_TRADE_DESK');
});
