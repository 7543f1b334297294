import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readOutbox } from '../../kernel/mail/outbox';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { notify } from './deliver';

const t = testApiOfFile();

/** A client's user who takes mail, with the client's id and brand. */
async function userOf(brand: string) {
  const [row] = await t.db.query<{ id: number; email: string; clientId: number }>(
    `SELECT u.id, u.email, u.client_id AS "clientId" FROM users u JOIN clients c ON c.id = u.client_id
      WHERE u.enabled AND c.brand = $1 ORDER BY u.id LIMIT 1`,
    [brand],
  );
  assert.ok(row, `the seed has a user of the ${brand} brand`);
  return row;
}

for (const [brand, host] of [
  ['northwind', 'northwind.localhost'],
  ['default', 'localhost'],
] as const) {
  test(`a notification mail's button is the whole address, on the ${host} host of the client's brand`, async () => {
    const user = await userOf(brand);
    const page = `/clients/${user.clientId}/billing`;
    await notify(
      t.db,
      { clientId: user.clientId, userIds: [user.id], channels: { inApp: false, email: true } },
      { category: 'billing', title: `Invoice overdue for ${host}`, content: 'INV-1 is overdue.', actionUrl: page },
    );
    const [mail] = (await readOutbox(t.db, user.email, 20)).filter((m) => m.subject === `Invoice overdue for ${host}`);
    assert.ok(mail, 'the mail was sent');
    const link = `http://${host}:3000${page}`;
    assert.ok(mail.text.endsWith(`: ${link}`), mail.text);
    assert.ok(mail.html?.includes(`href="${link}"`), 'the button links to the page on the brand host');
  });
}
