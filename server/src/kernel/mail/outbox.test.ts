import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { readConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { testAppOfFile, type TestApp } from '../../../tooling/testing/test-app';
import { readOutbox, sendMail } from './outbox';
import { outboxRoutes } from '../../apis/dev-outbox/outbox-routes';

let db: Database;
before(async () => {
  db = await openDatabase({});
  for (const file of ['0101_mail.sql', '0712_mail_delivery.sql'])
    await db.exec(readFileSync(new URL(`../db/migrations/${file}`, import.meta.url), 'utf8'));
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

  it('serves GET /dev/outbox when enabled, to an accepted bearer token only', async () => {
    const app = Fastify();
    await outboxRoutes(app, {
      db,
      enabled: true,
      authorize: async (token) => {
        if (token === 'bad') throw new Error('invalid');
        return token === 'reader';
      },
    });
    const read = (authorization?: string, to = 'bob@example.com') =>
      app.inject({ url: `/dev/outbox?to=${to}`, headers: authorization ? { authorization } : {} });
    const response = await read('Bearer reader');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      (response.json() as { messages: { subject: string }[] }).messages.map((m) => m.subject),
      ['other'],
    );
    assert.equal((await read()).statusCode, 401);
    assert.equal((await read('Bearer bad')).statusCode, 401);
    assert.equal((await read('Bearer someone')).statusCode, 403);
    assert.equal(
      (await app.inject({ url: '/dev/outbox', headers: { authorization: 'Bearer reader' } })).statusCode,
      400,
    );
    await app.close();
  });

  it('has no /dev/outbox unless enabled', async () => {
    const app = Fastify();
    await outboxRoutes(app, { db, enabled: false, authorize: async () => true });
    assert.equal((await app.inject({ url: '/dev/outbox?to=bob@example.com' })).statusCode, 404);
    await app.close();
  });

  it('is off by default, on only with BEACON_DEV_ROUTES=1 outside production; the server listens on loopback', () => {
    assert.equal(readConfig({}).devRoutes, false);
    assert.equal(readConfig({ NODE_ENV: 'test' }).devRoutes, false);
    assert.equal(readConfig({ BEACON_DEV_ROUTES: '1' }).devRoutes, true);
    assert.equal(readConfig({ BEACON_DEV_ROUTES: '1', NODE_ENV: 'production' }).devRoutes, false);
    assert.equal(readConfig({}).host, '127.0.0.1');
    assert.equal(readConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
  });
});

describe('the outbox in the product: a signed-in BeaconAdmin only (account takeover without credentials)', () => {
  const product = testAppOfFile({ BEACON_DEV_ROUTES: '1' });
  const secure = testAppOfFile();
  before(async () => {
    await sendMail(product.db, { to: 'admin@acme.test', subject: 'Reset', text: 'Your code is 123456' });
  });
  const outbox = (app: TestApp, token?: string) =>
    fetch(`${app.url}/dev/outbox?to=admin@acme.test`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers nobody without a token, and no one but a BeaconAdmin', async () => {
    const anonymous = await outbox(product);
    assert.equal(anonymous.status, 401);
    assert.doesNotMatch(await anonymous.text(), /123456/);
    assert.equal((await outbox(product, 'not-a-token')).status, 401);
    for (const email of ['staff@beacon.test', 'admin@acme.test', 'partner@beacon.test']) {
      assert.equal((await outbox(product, await product.signIn(email))).status, 403, email);
    }
    const admin = await outbox(product, await product.signIn('admin@beacon.test'));
    assert.equal(admin.status, 200);
    assert.match(await admin.text(), /123456/);
  });

  it('does not exist at all when dev routes are not enabled', async () => {
    assert.equal((await outbox(secure, await secure.signIn('admin@beacon.test'))).status, 404);
  });
});
