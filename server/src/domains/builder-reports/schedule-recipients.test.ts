import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readOutbox } from '../../kernel/mail/outbox';
import { runScheduleLocked } from '../report-delivery/scheduler';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

const schedules = (advertiserId: number) => `/api/clients/1/advertisers/${advertiserId}/builder-reports/schedules`;
const create = (email: string, advertiserId: number, recipients: string[]) =>
  call(t, email, 'POST', schedules(advertiserId), { name: 'Digest', frequency: 'WEEKLY', recipients });

/** An Acme advertiser the REPORTING_ONLY user reaches, and one they do not. */
async function advertisersOfReportsUser() {
  const rows = await t.db.query<{ id: number; direct: boolean; grouped: boolean }>(
    `SELECT a.id,
      EXISTS (SELECT 1 FROM user_advertisers ua WHERE ua.user_id = u.id AND ua.advertiser_id = a.id) AS direct,
      EXISTS (SELECT 1 FROM user_advertiser_groups ug WHERE ug.user_id = u.id AND ug.group_id = a.group_id) AS grouped
    FROM advertisers a, users u WHERE a.client_id = 1 AND u.email = 'reports@acme.test' ORDER BY a.id`,
  );
  // Given directly (not through a group too), so that taking it away takes the access away.
  const theirs = rows.find((r) => r.direct && !r.grouped)!.id;
  const notTheirs = rows.find((r) => !r.direct && !r.grouped)!.id;
  return { theirs, notTheirs };
}

describe('who a scheduled report may be mailed to', () => {
  test('an outside address, or one made to look like the client’s, is refused with the recipient named', async () => {
    for (const who of ['admin@acme.test', 'reports@acme.test', 'admin@beacon.test']) {
      const { theirs } = await advertisersOfReportsUser();
      for (const outside of ['evil@x.test', 'x@acmeoutdoor.com.evil.test', 'x@evilacmeoutdoor.com']) {
        const response = await create(who, theirs, ['admin@acme.test', outside]);
        assert.equal(response.status, 400, `${who} scheduled a report to ${outside}`);
        assert.equal(response.body.fields.length, 1);
        assert.equal(response.body.fields[0].field, 'recipients.1');
      }
    }
  });

  test("another client's user, a disabled user and a user not given the advertiser are refused", async () => {
    const { notTheirs } = await advertisersOfReportsUser();
    await t.db.query(
      `INSERT INTO users (username, email, first_name, last_name, type, role, client_id, enabled)
      VALUES ('gone@acme.test', 'gone@acme.test', 'Gone', 'Away', 'STANDARD', 'Admin', 1, false)`,
    );
    const response = await create('admin@acme.test', notTheirs, [
      'franchise@northwind.test',
      'gone@acme.test',
      'reports@acme.test',
    ]);
    assert.equal(response.status, 400);
    assert.deepEqual(
      response.body.fields.map((f: { field: string }) => f.field),
      ['recipients.0', 'recipients.1', 'recipients.2'],
    );
  });

  test("the people who can see the advertiser and its client's own domain are taken", async () => {
    const { theirs } = await advertisersOfReportsUser();
    const response = await create('reports@acme.test', theirs, [
      'Admin@Acme.test',
      'reports@acme.test',
      'staff@beacon.test',
      'marketing@acmeoutdoor.com',
      'cmo@eu.acmeoutdoor.com',
    ]);
    assert.equal(response.status, 201, JSON.stringify(response.body));
  });

  test('a run mails only those who may still receive it, and says who was left out', async () => {
    const { theirs } = await advertisersOfReportsUser();
    const created = await create('admin@acme.test', theirs, ['reports@acme.test', 'still@acmeoutdoor.com']);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    // The user is taken off the advertiser after the schedule was made.
    await t.db.query(
      `DELETE FROM user_advertisers WHERE advertiser_id = $1
      AND user_id = (SELECT id FROM users WHERE email = 'reports@acme.test')`,
      [theirs],
    );
    try {
      const run = await runScheduleLocked(t.db, created.body.data.id, new Date(), true);
      assert.equal(run?.status, 'SUCCESS');
      assert.deepEqual(run?.recipients, ['still@acmeoutdoor.com']);
      assert.match(run!.message, /not sent to reports@acme\.test/);
      assert.equal((await readOutbox(t.db, 'still@acmeoutdoor.com')).length, 1);
      assert.ok(
        (await readOutbox(t.db, 'reports@acme.test')).every((m) => !m.subject.startsWith('Scheduled report')),
        'the user taken off the advertiser got it',
      );
    } finally {
      await t.db.query(
        `INSERT INTO user_advertisers (user_id, advertiser_id)
        SELECT id, $1 FROM users WHERE email = 'reports@acme.test'`,
        [theirs],
      );
    }
  });
});
