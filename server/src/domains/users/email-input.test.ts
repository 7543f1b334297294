import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readOutbox } from '../../kernel/mail/outbox';
import { addStaff, inviteToAcme } from '../../../tooling/testing/invite';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

/** What an attacker types where one address goes: a list, a display name, an address hidden behind another. */
const NOT_ONE_ADDRESS = [
  'a@acme.test,evil@x.test',
  'a,evil@x.test',
  'a@acme.test;evil@x.test',
  'Boss <evil@x.test>',
  '<evil@x.test>',
  'evil@x.test>',
  'a@acme.test evil@x.test',
  'a@acme.test\nBcc: evil@x.test',
  '"evil@x.test"@acme.test',
  'a@acme.test,',
];

const t = testApiOfFile();

const fieldsOf = (body: { fields: { field: string; message: string }[] }) => body.fields.map((f) => f.field);

describe('an email field takes one address, nothing that a mailer reads as another', () => {
  test('inviting a client user or agency staff: 400 naming the email, and no invitation leaves', async () => {
    for (const email of NOT_ONE_ADDRESS) {
      const client = await inviteToAcme(t, email, ['Eve', 'Il'], 'Admin');
      assert.equal(client.status, 400, `${email} was invited`);
      assert.deepEqual(client.body.fields, [{ field: 'email', message: 'must be a valid email address' }], email);
      const staff = await addStaff(t, email, ['Eve', 'Il'], 'BeaconStandard');
      assert.equal(staff.status, 400, `${email} was invited as staff`);
      assert.deepEqual(fieldsOf(staff.body), ['email'], email);
    }
    assert.deepEqual(await readOutbox(t.db, 'evil@x.test'), []);
    const [{ count }] = (await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE email LIKE '%evil%'",
    )) as [{ count: number }];
    assert.equal(count, 0);
  });

  test('a plain address with the usual characters is still taken', async () => {
    const created = await inviteToAcme(t, "o'neil.j+reports@mail.acme-outdoor.test", ['Jo', "O'Neil"], 'Admin');
    assert.equal(created.status, 201, JSON.stringify(created.body));
  });

  test('report schedule recipients: 400 naming the recipient', async () => {
    for (const email of NOT_ONE_ADDRESS) {
      const response = await call(
        t,
        'admin@acme.test',
        'POST',
        '/api/clients/1/advertisers/1/builder-reports/schedules',
        {
          name: 'Weekly',
          frequency: 'WEEKLY',
          recipients: ['admin@acme.test', email],
        },
      );
      assert.equal(response.status, 400, `${email} was scheduled`);
      assert.deepEqual(response.body.fields, [{ field: 'recipients.1', message: 'must be a valid email address' }]);
    }
  });

  test("a client's own message to named users: 400 naming the address", async () => {
    for (const email of NOT_ONE_ADDRESS) {
      const response = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/notifications', {
        category: 'general',
        title: 'Hello',
        content: 'Hi',
        emails: [email],
      });
      assert.equal(response.status, 400, `${email} was notified`);
      assert.deepEqual(fieldsOf(response.body), ['emails.0'], email);
    }
  });
});
