import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../../app';
import { readConfig } from '../../kernel/config/config';
import { openDatabase, type Database } from '../../kernel/db/database';
import { srpSignIn } from '../../../tooling/testing/identity/test-srp-client';
import { publish, subscribe, type StreamEvent } from '../../domains/notifications/stream';
import { checkForEvents } from '../../domains/notifications/watcher';
import { TEST_CLIENT_ID } from '../../../tooling/testing/identity/test-server';
import { openProduct, type Product } from '../../product';
import { DEMO_PASSWORD } from '../../../tooling/seed/accounts';

/**
 * Two server processes' worth of the product (each its own data directory, its own port) over one PostgreSQL, as
 * a deployment runs them behind a proxy. PostgreSQL only: PGlite is one process's database.
 */
const postgresUrl = process.env.BEACON_TEST_DATABASE_URL;

interface Instance {
  app: FastifyInstance;
  product: Product;
  url: string;
  dataDir: string;
}

let admin: Database;
let databaseName: string;
let a: Instance;
let b: Instance;

async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'beacon-instance-'));
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    BEACON_DATA_DIR: dataDir,
    BEACON_HOST_DIST: join(dataDir, 'host'),
    // What both instances are reached through (a proxy): tokens name it as their issuer, whichever signed them.
    BEACON_PUBLIC_URL: 'http://beacon.test',
    BEACON_COGNITO_CLIENT_ID: TEST_CLIENT_ID,
    BEACON_NOTIFY_CHECK_SECONDS: '3600',
    BEACON_REPORT_SCHEDULER_SECONDS: '0',
    LOG_LEVEL: 'error',
  });
  const product = await openProduct(config);
  const app = await buildApp(config, product);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, product, url, dataDir };
}

async function signIn(startAt: Instance, answerAt: Instance, email: string): Promise<string> {
  const result = await srpSignIn(startAt.url, email, DEMO_PASSWORD, {
    poolName: startAt.product.identity!.poolName,
    answerAt: answerAt.url,
  });
  const token = (result.body.AuthenticationResult as { IdToken?: string } | undefined)?.IdToken;
  if (!token) throw new Error(`${email} could not sign in: ${JSON.stringify(result.body)}`);
  return token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('several instances over one PostgreSQL', { skip: !postgresUrl && 'needs BEACON_TEST_DATABASE_URL' }, () => {
  before(async () => {
    admin = await openDatabase({ url: postgresUrl! });
    databaseName = `beacon_instances_${process.pid}_${Date.now()}`;
    await admin.exec(`CREATE DATABASE ${databaseName}`);
    const target = new URL(postgresUrl!);
    target.pathname = `/${databaseName}`;
    // Started together on an empty database: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startInstance(target.toString()), startInstance(target.toString())]);
  });
  after(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.product.db.close();
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await admin.exec(`DROP DATABASE IF EXISTS ${databaseName}`);
    await admin.close();
  });

  test('both started on an empty database, and it was seeded once', async () => {
    const [accounts] = await a.product.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email = 'admin@acme.test'",
    );
    assert.equal(accounts!.n, 1);
  });

  test('a sign-in started on one instance completes on the other, and its token is good on both', async () => {
    const token = await signIn(a, b, 'admin@acme.test');
    for (const instance of [a, b]) {
      const me = await fetch(`${instance.url}/api/users/me`, { headers: bearer(token) });
      assert.equal(me.status, 200);
      assert.equal(((await me.json()) as { data: { email: string } }).data.email, 'admin@acme.test');
    }
  });

  test('a file uploaded through one instance notifies a stream connected to the other, and downloads there', async () => {
    const token = await signIn(b, a, 'admin@acme.test');
    // The inbox's own way in: the connection (signed by one instance's secret) opens a stream at the other.
    const connection = (
      (await (await fetch(`${a.url}/api/users/me/notification-connection`, { headers: bearer(token) })).json()) as {
        data: { email: string; hash: string; apiKey: string };
      }
    ).data;
    const streamAuth = await fetch(`${b.url}/notify/ws/auth`, {
      method: 'POST',
      headers: {
        'x-magicbell-api-key': connection.apiKey,
        'x-magicbell-user-email': connection.email,
        'x-magicbell-user-hmac': connection.hash,
      },
    });
    assert.equal(streamAuth.status, 200);
    const { token: streamToken } = (await streamAuth.json()) as { token: string };
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/notify/ws?token=${encodeURIComponent(streamToken)}`);
    const messages: { type: string; name?: string; data?: Record<string, unknown> }[] = [];
    const heard = new Promise<Record<string, unknown>>((resolve) => {
      socket.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as (typeof messages)[number];
        messages.push(message);
        if (message.name === 'notifications/new' && message.data?.category === 'document') resolve(message.data);
      });
    });
    await new Promise<void>((resolve) => {
      socket.on('message', () => resolve());
    });
    assert.equal(messages[0]?.type, 'connected');

    const boundary = 'instances';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="across.txt"\r\nContent-Type: text/plain\r\n\r\nwritten on A, read on B\r\n--${boundary}--\r\n`;
    const upload = await fetch(`${a.url}/api/clients/1/advertisers/1/files`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
      body,
    });
    assert.equal(upload.status, 201);
    const [file] = ((await upload.json()) as { data: { id: number }[] }).data;

    const notification = await heard;
    assert.equal(notification.title, 'New document: across.txt');
    socket.close();

    const download = await fetch(`${b.url}/api/clients/1/advertisers/1/files/${file!.id}`, {
      headers: bearer(token),
    });
    assert.equal(download.status, 200);
    assert.equal(await download.text(), 'written on A, read on B');
  });

  test('an event too large for one pg_notify still reaches the other instance', async () => {
    const [user] = await a.product.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@acme.test'");
    const content = 'long text '.repeat(2000);
    let stop = () => {};
    const heard = new Promise<StreamEvent>((resolve) => {
      void subscribe(b.product.db, user!.id, resolve).then((unsubscribe) => {
        stop = unsubscribe;
        void publish(a.product.db, user!.id, { name: 'notifications/new', data: { content } });
      });
    });
    assert.equal((await heard).data.content, content);
    stop();
  });

  test('the periodic check runs on one instance at a time: a status change is told once', async () => {
    await checkForEvents(a.product.db);
    const [campaign] = await a.product.db.query<{ id: number }>(
      "UPDATE campaigns SET status = 'Paused' WHERE id = (SELECT min(id) FROM campaigns WHERE client_id = 1 AND status <> 'Paused') RETURNING id",
    );
    await Promise.all([checkForEvents(a.product.db), checkForEvents(b.product.db), checkForEvents(a.product.db)]);
    await Promise.all([checkForEvents(b.product.db), checkForEvents(a.product.db)]);
    // Each of those may have been skipped while an instance's own periodic check held the lock (it may have read the
    // campaigns before the change): once more, until one check has run whole since the change.
    while (!(await checkForEvents(b.product.db))) await delay(50);
    const told = await a.product.db.query<{ userId: number; n: number }>(
      'SELECT user_id AS "userId", count(*)::int AS n FROM notifications WHERE topic = $1 GROUP BY user_id',
      [`campaign:${campaign!.id}`],
    );
    assert.ok(told.length > 0);
    assert.deepEqual(
      told.map((row) => row.n),
      told.map(() => 1),
    );
  });
});
