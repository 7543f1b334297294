import MagicBellClient, { Config, Notification, NotificationPreferences, NotificationStore } from '@magicbell/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { UserClient } from 'magicbell';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call } from '../testing/call';
import { createTestApi, NOTIFICATION_SECRET, type TestApi } from '../testing/test-api';
import { notificationService } from './service';
import { notificationSignature } from './signature';
import { notifySettings } from './settings';

/**
 * MagicBell's own SDKs, unmodified from the npm registry, against this service on a real port: `magicbell` 4.5
 * (fetch, the live stream) and `@magicbell/core` 5.4 (axios, the stores and models). Whatever they send is what
 * MagicBell's clients send, headers included (Content-Type: application/json on body-less calls).
 */
const API_KEY = 'beacon-local-notify';
const EMAIL = 'admin@acme.test';
const HMAC = notificationSignature(EMAIL, NOTIFICATION_SECRET);

let t: TestApi;
let notify: FastifyInstance;
let base: string;
before(async () => {
  t = await createTestApi();
  notify = Fastify({ logger: false });
  await notificationService(notify, {
    settings: notifySettings({}),
    db: t.db,
    secret: NOTIFICATION_SECRET,
    watch: false,
    corsOrigins: ['http://portal.test'],
  });
  base = await notify.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await notify.close();
  await t.close();
});

/** Sends a notification to the user through the hub, as an administrator does; returns its title. */
async function send(title: string) {
  const response = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/notifications', {
    category: 'general',
    title,
    content: `<p>${title}</p>`,
    emails: [EMAIL],
  });
  assert.equal(response.status, 201);
  return title;
}

async function idOf(title: string): Promise<string> {
  const [row] = await t.db.query<{ id: number }>(
    'SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = $1 AND n.title = $2',
    [EMAIL, title],
  );
  return String(row!.id);
}

describe('the `magicbell` SDK 4.5 (UserClient)', () => {
  const client = (headers: Record<string, string> = {}) =>
    new UserClient({
      headers,
      host: `${base}/notify`,
      apiKey: API_KEY,
      userEmail: EMAIL,
      userHmac: HMAC,
      maxRetries: 0,
      telemetry: false,
      // The SDK keeps a GET's answer for a second by default; each read here must see the last change.
      cacheTTL: 0,
      socketURL: `${base.replace('http', 'ws')}/notify/ws`,
    });

  test('list, get, read, unread, archive, unarchive (DELETE .../archive), delete, mark all read and seen', async () => {
    const mb = client();
    const title = await send(`SDK 4.5 ${Date.now()}`);
    const id = await idOf(title);
    const listed: { id: string; title: string }[] = await mb.notifications
      .list({ per_page: 50 })
      .toArray({ limit: 1000 });
    assert.ok(listed.some((n) => n.id === id && n.title === title));
    const one = (await mb.notifications.get(id)) as { id: string; read_at: number | null; archived_at: number | null };
    assert.equal(one.id, id);
    assert.equal(one.read_at, null);

    await mb.notifications.markAsRead(id);
    assert.ok(((await mb.notifications.get(id)) as { read_at: number | null }).read_at);
    await mb.notifications.markAsUnread(id);
    assert.equal(((await mb.notifications.get(id)) as { read_at: number | null }).read_at, null);
    await mb.notifications.archive(id);
    assert.ok(((await mb.notifications.get(id)) as { archived_at: number | null }).archived_at);
    await mb.notifications.unarchive(id);
    assert.equal(((await mb.notifications.get(id)) as { archived_at: number | null }).archived_at, null);

    await mb.notifications.markAllSeen();
    await mb.notifications.markAllRead();
    const unread = await mb.notifications.list({ read: false }).toArray({ limit: 1000 });
    assert.equal(unread.length, 0);

    await mb.notifications.delete(id);
    await assert.rejects(mb.notifications.get(id), (error: { status?: number }) => error.status === 404);
  });

  test('preferences: the v1 map form by default, the array form with Accept-Version: v2; update in the map form', async () => {
    const mb = client();
    // Under /notify the SDK sends no Accept-Version (see below), so it gets MagicBell's v1 map form, not the array
    // form its types describe.
    const prefs = (await mb.notificationPreferences.get()) as unknown as {
      categories: Record<string, Record<string, boolean>>;
    };
    assert.deepEqual(Object.keys(prefs.categories), [
      'billing',
      'campaign',
      'dashboard',
      'document',
      'general',
      'support',
    ]);
    assert.deepEqual(prefs.categories.billing, { in_app: true, email: true });
    const updated = (await mb.notificationPreferences.update({
      categories: { billing: { email: false, web_push: true }, support: { in_app: false } },
    } as never)) as unknown as { categories: Record<string, Record<string, boolean>> };
    assert.deepEqual(updated.categories.billing, { in_app: true, email: false });
    assert.deepEqual(updated.categories.support, { in_app: false, email: true });
    // The SDK asks for v2 itself only when the service sits at the root of its host; this one is under /notify.
    const v2 = (await client({ 'accept-version': 'v2' }).notificationPreferences.get()) as {
      categories: { slug: string; channels: { slug: string; enabled: boolean }[] }[];
    };
    assert.deepEqual(v2.categories.find((c) => c.slug === 'billing')!.channels, [
      { slug: 'in_app', label: 'In app', enabled: true },
      { slug: 'email', label: 'Email', enabled: false },
    ]);
    await mb.notificationPreferences.update({
      categories: { billing: { email: true }, support: { in_app: true } },
    } as never);
  });

  test('the live stream: a token from /channels/in_app/inbox/tokens, then MagicBell events on the socket', async () => {
    const mb = client();
    const events = mb.listen();
    const received: { name?: string; type?: string }[] = [];
    const done = events.forEach((event) => {
      received.push(event as { name?: string });
      if ((event as { name?: string }).name === 'notifications/new') return false;
    });
    // The socket is open once the service has said so.
    for (let i = 0; i < 200 && !received.some((e) => e.type === 'connected'); i++)
      await new Promise((r) => setTimeout(r, 10));
    assert.ok(
      received.some((e) => e.type === 'connected'),
      JSON.stringify(received),
    );
    await send(`Live ${Date.now()}`);
    await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('no event')), 5000))]);
    events.close();
    const event = received.find((e) => e.name === 'notifications/new') as {
      name: string;
      channel: string;
      id: string;
      data: { id: string };
    };
    assert.ok(event.id && event.channel.startsWith('users/') && event.data.id);
  });
});

describe('across origins under /notify', () => {
  test('a preflight from an allowed origin is answered (204), not refused as unauthenticated', async () => {
    const preflight = await fetch(`${base}/notify/notifications`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://portal.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-magicbell-api-key,x-magicbell-user-email,x-magicbell-user-hmac',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://portal.test');
    const title = `Linked ${Date.now()}`;
    const sent = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/notifications', {
      category: 'billing',
      title,
      content: 'Open invoices',
      actionUrl: '/clients/1/invoices',
      emails: [EMAIL],
    });
    assert.equal(sent.status, 201);
    const listed = await fetch(`${base}/notify/notifications`, {
      headers: {
        origin: 'http://portal.test',
        'x-magicbell-api-key': API_KEY,
        'x-magicbell-user-email': EMAIL,
        'x-magicbell-user-hmac': HMAC,
      },
    });
    assert.equal(listed.status, 200);
    assert.equal(listed.headers.get('access-control-allow-origin'), 'http://portal.test');
    // Links name the origin the request came to: the host's own, under /notify.
    const { notifications } = (await listed.json()) as { notifications: { title: string; action_url: string }[] };
    assert.equal(notifications.find((n) => n.title === title)?.action_url, `${base}/clients/1/invoices`);
  });
});

describe('the `@magicbell/core` SDK 5.4', () => {
  before(() => {
    MagicBellClient.configure({ apiKey: API_KEY, userEmail: EMAIL, userKey: HMAC, _baseURL: `${base}/notify` });
  });

  test('config (ws.authUrl), the store (list, mark all read and seen), a notification (get, read, unread, delete)', async () => {
    const config = new Config({} as never);
    await config.fetch();
    assert.equal((config as unknown as { ws: { authUrl: string } }).ws.authUrl, 'ws/auth');

    const title = await send(`Core 5.4 ${Date.now()}`);
    const id = await idOf(title);
    const store = new NotificationStore();
    await store.fetch({ page: 1, per_page: 50 });
    assert.equal(store.xhrFetchState, 'success');
    assert.ok(store.items.some((n) => String(n.id) === id));
    assert.ok(store.unreadCount >= 1);

    const notification = new Notification({ id });
    await notification.fetch();
    assert.equal(notification.title, title);
    assert.equal(await notification.markAsRead(), true);
    await notification.fetch();
    assert.ok(notification.readAt);
    assert.equal(await notification.markAsUnread(), true);
    await notification.fetch();
    assert.equal(notification.readAt, null);

    await store.markAllAsSeen();
    await store.markAllAsRead();
    const after = new NotificationStore();
    await after.fetch({ page: 1, read: false });
    assert.equal(after.items.length, 0);

    assert.equal(await notification.delete(), true);
    await assert.rejects(new Notification({ id }).fetch());
  });

  test('preferences in the map form: fetch and save', async () => {
    const prefs = new NotificationPreferences({});
    await prefs.fetch();
    assert.deepEqual((prefs.categories as unknown as Record<string, unknown>).document, { inApp: true, email: true });
    await prefs.save({ categories: { document: { email: false } } } as never);
    assert.deepEqual((prefs.categories as unknown as Record<string, unknown>).document, { inApp: true, email: false });
    await prefs.save({ categories: { document: { email: true } } } as never);
  });
});
