import MagicBellClient, { NotificationPreferences } from '@magicbell/core';
import { clientSettings, eventAggregator, useNotificationPreferences } from '@magicbell/react-headless';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { UserClient } from 'magicbell';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { call } from '../../tooling/testing/call';
import { createTestApi, NOTIFICATION_SECRET, type TestApi } from '../../tooling/testing/test-api';
import { notify } from '../../src/domains/notifications/deliver';
import { ownPortNotificationServer } from './service';
import { notificationSignature } from '../../src/domains/notifications/signature';
import { notifySettings } from '../../src/kernel/config/notify-settings';
import { readEnvironment } from '../../src/kernel/config/environment';

/**
 * The service at the root of its own port (BEACON_NOTIFY_PORT), where MagicBell's SDKs, unmodified, find their
 * own paths: `magicbell` 4.5 (its responses checked against its own JSON schemas), `@magicbell/react-headless` 5.5
 * (its stores and its handler of socket frames, without a browser) and `@magicbell/core` 5.4.
 */
const API_KEY = 'beacon-local-notify';
const EMAIL = 'admin@acme.test';
const HMAC = notificationSignature(EMAIL, NOTIFICATION_SECRET);
const PORTAL = 'http://portal.test:8080';

const require = createRequire(import.meta.url);
const sdkDir = dirname(require.resolve('magicbell'));
const schemas = {
  ...(require(join(sdkDir, 'schemas/notifications.js')) as Record<string, object>),
  ...(require(join(sdkDir, 'schemas/notification-preferences.js')) as Record<string, object>),
};
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
function assertSchema(name: string, value: unknown) {
  const validate = ajv.compile(schemas[name]!);
  assert.ok(validate(value), `${name}: ${ajv.errorsText(validate.errors)}`);
}

let t: TestApi;
let service: FastifyInstance;
let root: string;
before(async () => {
  t = await createTestApi();
  service = await ownPortNotificationServer({
    db: t.db,
    secret: NOTIFICATION_SECRET,
    settings: notifySettings(readEnvironment({})),
    publicUrl: PORTAL,
  });
  root = await service.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  await service.close();
  await t.close();
});

const client = () =>
  new UserClient({
    host: root,
    apiKey: API_KEY,
    userEmail: EMAIL,
    userHmac: HMAC,
    maxRetries: 0,
    telemetry: false,
    cacheTTL: 0,
    socketURL: `${root.replace('http', 'ws')}/ws`,
  });

/** Sends a notification to the user through the hub, as an administrator does. */
async function send(title: string, extra: { actionUrl?: string } = {}) {
  const response = await call(t, 'admin@acme.test', 'POST', '/api/clients/1/notifications', {
    category: 'general',
    title,
    content: `<p>${title}</p>`,
    emails: [EMAIL],
    ...extra,
  });
  assert.equal(response.status, 201, JSON.stringify(response.body));
}

const headers = { 'x-magicbell-api-key': API_KEY, 'x-magicbell-user-email': EMAIL, 'x-magicbell-user-hmac': HMAC };

describe('`magicbell` 4.5 at the root of its own port', () => {
  test('notifications match the SDK schemas: a recipient, an absolute action_url into the portal', async () => {
    await send(`Schema ${Date.now()}`, { actionUrl: '/clients/1/invoices' });
    const page = (await (await fetch(`${root}/notifications?per_page=5`, { headers })).json()) as {
      notifications: { id: string; action_url: string | null; recipient: { email: string } }[];
    };
    assertSchema('ListNotificationsResponseSchema', page);
    const [newest] = page.notifications;
    assert.equal(newest!.action_url, `${PORTAL}/clients/1/invoices`);
    assert.equal(newest!.recipient.email, EMAIL);
    assertSchema('GetNotificationsResponseSchema', await client().notifications.get(newest!.id));
  });

  test('`topic` filters the list', async () => {
    const topic = `launch-${Date.now()}`;
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [EMAIL]);
    const audience = { clientId: 1, userIds: [user!.id] };
    await notify(t.db, audience, { category: 'campaign', title: 'On the topic', content: 'Live', topic });
    await notify(t.db, audience, { category: 'campaign', title: 'Off the topic', content: 'Other' });
    const listed = (await client().notifications.list({ topic, per_page: 50 }).toArray({ limit: 100 })) as {
      title: string;
      topic: string;
    }[];
    assert.deepEqual(
      listed.map((n) => [n.title, n.topic]),
      [['On the topic', topic]],
    );
  });

  test('preferences: the SDK asks for v2 on its own path and gets the array form of its schema', async () => {
    const prefs = await client().notificationPreferences.get();
    assertSchema('GetNotificationPreferencesResponseSchema', prefs);
    assert.deepEqual(
      prefs.categories?.map((c) => c.slug),
      ['billing', 'campaign', 'dashboard', 'document', 'general', 'support'],
    );
  });

  test("a CORS preflight from the portal's origin is answered, not refused as unauthenticated", async () => {
    const preflight = (origin: string) =>
      fetch(`${root}/notification_preferences`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers':
            'x-magicbell-api-key,x-magicbell-user-email,x-magicbell-user-hmac,accept-version',
        },
      });
    const allowed = await preflight(PORTAL);
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), PORTAL);
    assert.match(allowed.headers.get('access-control-allow-headers') ?? '', /x-magicbell-user-hmac/);
    const other = await preflight('http://elsewhere.test');
    assert.equal(other.status, 204);
    assert.equal(other.headers.get('access-control-allow-origin'), null);
    // The call itself still needs the user's credentials.
    assert.equal((await fetch(`${root}/notification_preferences`, { headers: { origin: PORTAL } })).status, 401);
  });
});

describe('`@magicbell/react-headless` 5.5', () => {
  before(() => {
    clientSettings.setState({
      apiKey: API_KEY,
      userEmail: EMAIL,
      userKey: HMAC,
      serverURL: root,
      socketURL: `${root.replace('http', 'ws')}/ws`,
      network: { cacheTTL: 0, maxRetries: 0 },
    });
  });

  test('shows the preferences and saves them', async () => {
    const store = useNotificationPreferences;
    await store.getState().fetch();
    const billing = store.getState().categories.find((c) => c.slug === 'billing');
    assert.deepEqual(
      billing?.channels.map((c) => [c.slug, c.enabled]),
      [
        ['email', true],
        ['in_app', true],
      ],
    );
    await store.getState().save({
      categories: [{ slug: 'billing', channels: [{ slug: 'email', label: 'Email', enabled: false }] }],
    } as never);
    assert.deepEqual(
      store
        .getState()
        .categories.find((c) => c.slug === 'billing')
        ?.channels.map((c) => [c.slug, c.enabled]),
      [
        ['email', false],
        ['in_app', true],
      ],
    );
    await store.getState().save({
      categories: [{ slug: 'billing', channels: [{ slug: 'email', label: 'Email', enabled: true }] }],
    } as never);
  });

  test('its socket handler takes every frame, `connected` included, and announces a new notification', async () => {
    // What its RealtimeListener does with each frame of the SDK's listen() (the module is not exported).
    const realtime = (await import(
      new URL('lib/realtime.js', import.meta.resolve('@magicbell/react-headless')).href
    )) as {
      handleSocketEvent(event: unknown): Promise<void>;
    };
    const failures: unknown[] = [];
    const frames: { type?: string; name?: string }[] = [];
    const announced = new Promise<{ data: { title: string } }>((resolve) =>
      eventAggregator.on('notifications.new', (event) => resolve(event as { data: { title: string } })),
    );
    const listener = clientSettings.getState().getClient().listen();
    const done = listener.forEach((frame) => {
      frames.push(frame as { type?: string });
      realtime.handleSocketEvent(frame).catch((error: unknown) => failures.push(error));
    });
    for (let i = 0; i < 300 && !frames.some((f) => f.type === 'connected'); i++)
      await new Promise((r) => setTimeout(r, 10));
    assert.ok(
      frames.some((f) => f.type === 'connected'),
      JSON.stringify(frames),
    );
    const title = `Realtime ${Date.now()}`;
    await send(title);
    const event = await announced;
    listener.close();
    await done;
    assert.equal(event.data.title, title);
    assert.deepEqual(failures, []);
  });
});

describe('`@magicbell/core` 5.4', () => {
  test('saving `inApp` in the form it read is honoured', async () => {
    MagicBellClient.configure({ apiKey: API_KEY, userEmail: EMAIL, userKey: HMAC, _baseURL: root });
    const prefs = new NotificationPreferences({});
    await prefs.fetch();
    assert.deepEqual((prefs.categories as unknown as Record<string, unknown>).support, { inApp: true, email: true });
    await prefs.save({ categories: { support: { inApp: false } } } as never);
    assert.deepEqual((prefs.categories as unknown as Record<string, unknown>).support, { inApp: false, email: true });
    const fresh = new NotificationPreferences({});
    await fresh.fetch();
    assert.deepEqual((fresh.categories as unknown as Record<string, unknown>).support, { inApp: false, email: true });
    await prefs.save({ categories: { support: { inApp: true } } } as never);
  });
});
