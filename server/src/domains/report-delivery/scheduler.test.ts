import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseCsv } from '../demo/demo-csv';
import { readOutbox } from '../../kernel/mail/outbox';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { runDueSchedules, runScheduleLocked, SCHEDULE_LOCK_CLASS } from './scheduler';
import { reportMailedDaily } from './test-helpers';

const t = testApiOfFile();

const base = '/api/clients/1/advertisers/1/builder-reports/schedules';

/** A schedule made on the page: builder report 1 as CSV to one recipient, on Chicago's clock. */
const chicagoCsv = (name: string, frequency: string, recipient: string, dateRange: string) =>
  call(t, 'admin@acme.test', 'POST', base, {
    name,
    frequency,
    recipients: [recipient],
    format: 'CSV',
    builderReportId: 1,
    dateRange,
    timeZone: 'America/Chicago',
  });

describe('scheduled report delivery', () => {
  test('a new weekly schedule: relative range, time zone, first run planned at 06:00 local a week on', async () => {
    const created = await chicagoCsv('Weekly CSV', 'WEEKLY', 'weekly-csv@acmeoutdoor.com', 'Last 7 days');
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const s = created.body.data;
    assert.equal(s.dateRange, 'Last 7 days');
    assert.equal(s.timeZone, 'America/Chicago');
    const next = new Date(s.nextRunAt);
    assert.ok(next.getTime() - Date.now() > 6 * 86_400_000 && next.getTime() - Date.now() < 8 * 86_400_000);
    assert.equal(
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', hour12: false }).format(next),
      '06',
    );
  });

  test('the scheduler runs due schedules once, mails the attachment and records to whom', async () => {
    const [schedule] = await t.db.query<{ id: number }>(
      `INSERT INTO report_schedules (advertiser_id, builder_report_id, name, frequency, recipients, format, next_run_at)
      VALUES (1, 1, 'Due now', 'DAILY', '{due-now@acmeoutdoor.com}', 'PDF', now() - interval '1 minute') RETURNING id`,
    );
    // Everything seeded is planned in the future first, so only this one is due.
    await t.db.query("UPDATE report_schedules SET next_run_at = now() + interval '1 day' WHERE id <> $1", [
      schedule!.id,
    ]);
    const runs = await runDueSchedules(t.db);
    assert.deepEqual(
      runs.map((r) => r.status),
      ['SUCCESS'],
    );
    assert.deepEqual(await runDueSchedules(t.db), [], 'not due any more');
    const [mail] = await readOutbox(t.db, 'due-now@acmeoutdoor.com');
    assert.equal(mail!.subject, 'Scheduled report: Due now');
    const pdf = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64');
    assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
    const history = await call(t, 'admin@acme.test', 'GET', `${base}/${schedule!.id}/history`);
    assert.deepEqual(history.body.data[0].recipients, ['due-now@acmeoutdoor.com']);
    assert.equal(history.body.data[0].status, 'SUCCESS');
  });

  test('a Previous Month report mailed on the 1st covers the month just ended, in the schedule’s time zone', async () => {
    const created = await chicagoCsv('Monthly', 'MONTHLY', 'monthly@acmeoutdoor.com', 'Previous Month');
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id as number;
    // December 1st, 08:00 in Chicago: November. Six hours earlier it was still November 30th there: October.
    for (const [at, period] of [
      ['2026-12-01T14:00:00Z', 'Previous Month (11/01/2026 – 11/30/2026, America/Chicago)'],
      ['2026-12-01T04:00:00Z', 'Previous Month (10/01/2026 – 10/31/2026, America/Chicago)'],
    ] as const) {
      const run = await runScheduleLocked(t.db, id, new Date(at), true);
      assert.equal(run?.status, 'SUCCESS', run?.message);
      const [mail] = await readOutbox(t.db, 'monthly@acmeoutdoor.com', 1);
      assert.ok(mail!.text.includes(period), mail!.text);
    }
  });

  test('a schedule another instance holds the lock of is skipped', async () => {
    const [schedule] = await t.db.query<{ id: number }>(
      `INSERT INTO report_schedules (advertiser_id, builder_report_id, name, frequency, recipients, format, next_run_at)
      VALUES (1, 1, 'Locked', 'DAILY', '{locked@acmeoutdoor.com}', 'CSV', now() - interval '1 minute') RETURNING id`,
    );
    if (t.db.kind === 'postgres') {
      // Another instance: its own connection, in a transaction that holds the schedule's lock while this one tries.
      await t.db.transaction(async (other) => {
        await other.query('SELECT pg_advisory_xact_lock($1, $2)', [SCHEDULE_LOCK_CLASS, schedule!.id]);
        assert.equal(await runScheduleLocked(t.db, schedule!.id, new Date()), null);
      });
    }
    const run = await runScheduleLocked(t.db, schedule!.id, new Date());
    assert.equal(run?.status, 'SUCCESS');
    const [mail] = await readOutbox(t.db, 'locked@acmeoutdoor.com');
    const csv = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').toString('utf8');
    assert.ok(csv.startsWith('\uFEFFWeek,Platform,Impressions,Clicks,Spend (USD)\r\n'), csv.slice(0, 60));
  });

  test('a CSV attachment keeps names that start like formulas as text', async () => {
    // Budget group names a client typed: formulas after spaces, in full-width forms, behind a tab or a CR.
    const nasty = [
      ' =1+1',
      '\uFF1D1+1',
      '\uFF0B1+1',
      '\uFF0Dcmd',
      '\uFF20SUM(A1)',
      '\t=1',
      '\r=1',
      '=HYPERLINK("x")',
      '-2+3',
      '@A1',
    ];
    // The Acme advertiser with the most line items delivering in the report's range, each given one of the names.
    const [{ advertiserId }] = (await t.db.query<{ advertiserId: number }>(
      `SELECT c.advertiser_id AS "advertiserId" FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id
      WHERE c.client_id = 1 AND d.day >= current_date - 30
      GROUP BY c.advertiser_id ORDER BY count(DISTINCT d.line_item_id) DESC, 1 LIMIT 1`,
    )) as [{ advertiserId: number }];
    const lineItems = await t.db.query<{ id: number; name: string }>(
      `SELECT li.id, li.name FROM line_items li JOIN campaigns c ON c.id = li.campaign_id WHERE c.advertiser_id = $1
      ORDER BY EXISTS (SELECT 1 FROM daily_delivery d WHERE d.line_item_id = li.id AND d.day >= current_date - 30) DESC,
        li.id`,
      [advertiserId],
    );
    const [{ delivering }] = (await t.db.query<{ delivering: number }>(
      `SELECT count(DISTINCT d.line_item_id)::int AS delivering FROM daily_delivery d JOIN campaigns c ON c.id = d.campaign_id
      WHERE c.advertiser_id = $1 AND d.day >= current_date - 30`,
      [advertiserId],
    )) as [{ delivering: number }];
    const scheduleId = await reportMailedDaily(
      t.db,
      advertiserId,
      { name: 'Formulas', columns: ['lineItemName', 'impressions'] },
      { name: 'Formulas', recipient: 'formulas@acmeoutdoor.com', format: 'CSV' },
    );
    try {
      for (const [i, li] of lineItems.entries())
        await t.db.query('UPDATE line_items SET name = $1 WHERE id = $2', [nasty[i % nasty.length], li.id]);
      assert.equal((await runScheduleLocked(t.db, scheduleId, new Date(), true))?.status, 'SUCCESS');
      const [mail] = await readOutbox(t.db, 'formulas@acmeoutdoor.com');
      const csv = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').toString('utf8');
      const [header, ...rows] = parseCsv(csv.slice(1));
      assert.deepEqual(header, ['Budget group', 'Impressions']);
      const names = new Set(rows.map((row) => row[0]));
      assert.ok(delivering >= 5, `${delivering} line items deliver`);
      assert.equal(names.size, Math.min(delivering, nasty.length), `only ${[...names].join(' | ')}`);
      for (const name of names) assert.ok(nasty.map((n) => `'${n}`).includes(name!), `${JSON.stringify(name)} runs`);
      for (const row of rows) assert.match(row[1]!, /^\d+$/, 'impressions stay numbers');
    } finally {
      for (const li of lineItems) await t.db.query('UPDATE line_items SET name = $1 WHERE id = $2', [li.name, li.id]);
    }
  });

  test('Run now delivers at once; field errors name the field; other advertisers are 404', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', base);
    const id = list.body.data[0].id;
    const now = await call(t, 'admin@acme.test', 'POST', `${base}/${id}/run`);
    assert.equal(now.status, 201);
    assert.equal(now.body.data.status, 'SUCCESS');
    // A weekly schedule with one field wrong.
    const withOne = (field: object) =>
      call(t, 'admin@acme.test', 'POST', base, { name: 'x', frequency: 'WEEKLY', recipients: ['a@b.test'], ...field });
    const bad = await withOne({ timeZone: 'Mars/Olympus' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.fields, [{ field: 'timeZone', message: 'is not a known time zone' }]);
    const range = await withOne({ dateRange: 'Last 8 days' });
    assert.equal(range.status, 400);
    assert.equal(range.body.fields[0].field, 'dateRange');
    const foreign = await call(
      t,
      'reports@acme.test',
      'POST',
      `/api/clients/1/advertisers/3/builder-reports/schedules/${id}/run`,
    );
    assert.equal(foreign.status, 404);
  });
});
