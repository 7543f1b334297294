import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../db/database';
import { readOutbox, sendMail } from './outbox';
import { outboxRoutes } from './outbox-routes';

let db: Database;
before(async () => {
  db = await openDatabase({});
  await db.exec(readFileSync(new URL('../db/migrations/0101_mail.sql', import.meta.url), 'utf8'));
  await sendMail(db, { to: 'Ann@Example.com', subject: 'first', text: 'one' });
  await sendMail(db, { to: 'ann@example.com', subject: 'second', text: 'two' });
  await sendMail(db, { to: 'bob@example.com', subject: 'other', text: 'three' });
});
after(() => db.close());

describe('mail outbox', () => {
  it('keeps messages per address, newest first, ignoring case', async () => {
    const messages = await readOutbox(db, 'ANN@example.com');
    assert.deepEqual(
      messages.map((m) => m.subject),
      ['second', 'first'],
    );
    assert.equal(messages[0]!.text, 'two');
    assert.equal((await readOutbox(db, 'ann@example.com', 1)).length, 1);
  });

  it('serves GET /dev/outbox outside production', async () => {
    const app = Fastify();
    await outboxRoutes(app, { db, production: false });
    const response = await app.inject({ url: '/dev/outbox?to=bob@example.com' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (response.json() as { messages: { subject: string }[] }).messages.map((m) => m.subject),
      ['other'],
    );
    assert.equal((await app.inject({ url: '/dev/outbox' })).statusCode, 400);
    await app.close();
  });

  it('has no /dev/outbox in production', async () => {
    const app = Fastify();
    await outboxRoutes(app, { db, production: true });
    assert.equal((await app.inject({ url: '/dev/outbox?to=bob@example.com' })).statusCode, 404);
    await app.close();
  });
});
