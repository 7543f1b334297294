import MagicBellClient, { Config, Notification, NotificationPreferences, NotificationStore } from '@magicbell/core';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { UserClient } from 'magicbell';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { testAppOfFile } from '../../tooling/testing/test-app';

/**
 * MagicBell's own SDKs, unmodified from the npm registry, against the product on a real port, at the address the
 * hub hands out (`GET /api/users/me/notification-connection`), with the credentials it hands out: `magicbell` 4.5
 * (fetch, the live stream; its answers checked against its own JSON schemas) and `@magicbell/core` 5.4 (axios, the
 * stores and models). Whatever they send is what MagicBell's clients send, headers included (Content-Type:
 * application/json on body-less calls).
 */
const EMAIL = 'admin@acme.test';
const PORTAL = 'http://portal.test';

const require = createRequire(import.meta.url);
const sdkDir = dirname(require.resolve('magicbell'));
const schemas = require(join(sdkDir, 'schemas/notification-preferences.js')) as Record<string, object>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
function assertSchema(name: string, value: unknown) {
  const validate = ajv.compile(schemas[name]!);
  assert.ok(validate(value), `${name}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value)}`);
}

let admin: string;
/** What the hub hands the signed-in user: who they are at the service, and where it is. */
let connection: { email: string; hash: string; apiKey: string; serviceUrl: string };
const t = testAppOfFile(
  { BEACON_NOTIFY_CORS_ORIGINS: PORTAL },
  {
    ready: async (app) => {
      admin = await app.signIn(EMAIL);
      const response = await fetch(`${app.url}/api/users/me/notification-connection`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      assert.equal(response.status, 200);
      connection = ((await response.json()) as { data: typeof connection }).data;
    },
  },
);

/** Sends a notification to the user through the hub, as an administrator does; returns its title. */
async function send(title: string, extra: { category?: string; actionUrl?: string } = {}) {
  const response = await fetch(`${t.url}/api/clients/1/notifications`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ category: 'general', title, content: `<p>${title}</p>`, emails: [EMAIL], ...extra }),
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

test('the hub hands out an address the SDKs can be given as it is: absolute, this server’s service', () => {
  assert.equal(connection.serviceUrl, `${t.url}/notify`);
  assert.equal(connection.email, EMAIL);
});

describe('the `magicbell` SDK 4.5 (UserClient)', () => {
  const client = (headers: Record<string, string> = {}) =>
    new UserClient({
      headers,
      host: connection.serviceUrl,
      apiKey: connection.apiKey,
      userEmail: connection.email,
      userHmac: connection.hash,
      maxRetries: 0,
      telemetry: false,
      // The SDK keeps a GET's answer for a second by default; each read here must see the last change.
      cacheTTL: 0,
      socketURL: `${connection.serviceUrl.replace('http', 'ws')}/ws`,
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

  test('preferences: the array form of its own types and schemas, read and saved', async () => {
    const mb = client();
    const prefs = await mb.notificationPreferences.get();
    assertSchema('GetNotificationPreferencesResponseSchema', prefs);
    assert.deepEqual(
      prefs.categories?.map((c) => c.slug),
      ['billing', 'campaign', 'dashboard', 'document', 'general', 'support'],
    );
    assert.deepEqual(prefs.categories?.find((c) => c.slug === 'billing')?.channels, [
      { slug: 'in_app', label: 'In app', enabled: true },
      { slug: 'email', label: 'Email', enabled: true },
    ]);
    const updated = await mb.notificationPreferences.update({
      categories: [{ slug: 'billing', channels: [{ slug: 'email', enabled: false }] }],
    });
    assertSchema('UpdateNotificationPreferencesResponseSchema', updated);
    assert.deepEqual(updated.categories?.find((c) => c.slug === 'billing')?.channels, [
      { slug: 'in_app', label: 'In app', enabled: true },
      { slug: 'email', label: 'Email', enabled: false },
    ]);
    const again = await client().notificationPreferences.get();
    assert.equal(again.categories?.find((c) => c.slug === 'billing')?.channels?.[1]?.enabled, false);
    await mb.notificationPreferences.update({
      categories: [{ slug: 'billing', channels: [{ slug: 'email', enabled: true }] }],
    });
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

describe('across origins, at the same address', () => {
  test('a preflight from an allowed origin is answered (204), not refused as unauthenticated', async () => {
    const preflight = await fetch(`${connection.serviceUrl}/notifications`, {
      method: 'OPTIONS',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-magicbell-api-key,x-magicbell-user-email,x-magicbell-user-hmac',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), PORTAL);
    const title = `Linked ${Date.now()}`;
    await send(title, { category: 'billing', actionUrl: '/clients/1/invoices' });
    const listed = await fetch(`${connection.serviceUrl}/notifications`, {
      headers: {
        origin: PORTAL,
        'x-magicbell-api-key': connection.apiKey,
        'x-magicbell-user-email': connection.email,
        'x-magicbell-user-hmac': connection.hash,
      },
    });
    assert.equal(listed.status, 200);
    assert.equal(listed.headers.get('access-control-allow-origin'), PORTAL);
    // Links name the origin the request came to: the host's own, under /notify.
    const { notifications } = (await listed.json()) as { notifications: { title: string; action_url: string }[] };
    assert.equal(notifications.find((n) => n.title === title)?.action_url, `${t.url}/clients/1/invoices`);
  });
});

describe('the `@magicbell/core` SDK 5.4', () => {
  before(() => {
    MagicBellClient.configure({
      apiKey: connection.apiKey,
      userEmail: connection.email,
      userKey: connection.hash,
      _baseURL: connection.serviceUrl,
    });
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
