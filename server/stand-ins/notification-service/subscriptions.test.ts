import { UserClient } from 'magicbell';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startNotificationService } from '../../tooling/testing/notification-service';
import { NOTIFICATION_SECRET, type TestApi } from '../../tooling/testing/test-api';
import { notify, type NewNotification } from '../../src/domains/notifications/deliver';
import { notificationSignature } from '../../src/domains/notifications/signature';

/** Push and topic subscriptions, through MagicBell's own `magicbell` 4.5 SDK and as raw MagicBell v1 calls. */
const EMAIL = 'admin@acme.test';

let t: TestApi;
let base: string;
let stop: () => Promise<void>;
before(async () => {
  ({ t, base, stop } = await startNotificationService());
});
after(() => stop());

const client = (email = EMAIL) =>
  new UserClient({
    host: `${base}/notify`,
    apiKey: 'beacon-local-notify',
    userEmail: email,
    userHmac: notificationSignature(email, NOTIFICATION_SECRET),
    maxRetries: 0,
    telemetry: false,
    cacheTTL: 0,
  });

async function raw(method: string, path: string, body?: object, email = EMAIL) {
  const response = await fetch(`${base}/notify${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-magicbell-api-key': 'beacon-local-notify',
      'x-magicbell-user-email': email,
      'x-magicbell-user-hmac': notificationSignature(email, NOTIFICATION_SECRET),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

describe('push subscriptions', () => {
  test('a device is registered, listed, and deleted with the SDK; only its owner sees it', async () => {
    const created = (await client().pushSubscriptions.create({
      device_token: 'apns-token-1',
      platform: 'ios',
    })) as unknown as { device_token: string; platform: string; discarded_at: string | null };
    assert.equal(created.device_token, 'apns-token-1');
    assert.equal(created.platform, 'ios');
    assert.equal(created.discarded_at, null);

    const mine: unknown[] = [];
    for await (const device of client().pushSubscriptions.list()) mine.push(device);
    assert.deepEqual(
      mine.map((d) => (d as { device_token: string }).device_token),
      ['apns-token-1'],
    );
    const theirs = await raw('GET', '/push_subscriptions', undefined, 'reports@acme.test');
    assert.deepEqual(theirs.body!.push_subscriptions, []);
    assert.equal((await raw('DELETE', '/push_subscriptions/apns-token-1', undefined, 'reports@acme.test')).status, 404);

    await client().pushSubscriptions.delete('apns-token-1');
    const after = await raw('GET', '/push_subscriptions');
    assert.deepEqual(after.body!.push_subscriptions, []);
  });

  test('a registration without a device token is refused in MagicBell’s error form', async () => {
    const refused = await raw('POST', '/push_subscriptions', { push_subscription: { platform: 'android' } });
    assert.equal(refused.status, 400);
    assert.equal((refused.body!.errors as { code: string }[])[0]!.code, 'invalid_request');
  });
});

describe('topic subscriptions', () => {
  test('subscribe, show, list, unsubscribe and delete a topic with the SDK', async () => {
    const subscribed = (await client().subscriptions.create({
      topic: 'campaign:1',
      categories: [{ slug: 'campaign', reason: 'watching' }],
    })) as unknown as { topic: string; categories: { slug: string; status: string; reason?: string }[] };
    assert.deepEqual(subscribed, {
      topic: 'campaign:1',
      categories: [{ slug: 'campaign', reason: 'watching', status: 'subscribed' }],
    });
    const shown = (await client().subscriptions.get('campaign:1')) as unknown as typeof subscribed;
    assert.equal(shown.categories[0]!.status, 'subscribed');

    const unsubscribed = (await client().subscriptions.unsubscribe('campaign:1', {
      categories: [{ slug: 'campaign' }],
    })) as unknown as typeof subscribed;
    assert.equal(unsubscribed.categories[0]!.status, 'unsubscribed');

    const all: unknown[] = [];
    for await (const subscription of client().subscriptions.list()) all.push(subscription);
    assert.deepEqual(
      all.map((s) => (s as { topic: string }).topic),
      ['campaign:1'],
    );

    assert.equal((await raw('DELETE', '/subscriptions/campaign:1')).status, 204);
    assert.equal((await raw('GET', '/subscriptions/campaign:1')).status, 404);
    assert.equal((await raw('DELETE', '/subscriptions/campaign:1')).status, 404);
  });

  test('a user unsubscribed from a topic hears nothing more of it in that category; others still do', async () => {
    const people = await t.db.query<{ id: number; email: string }>(
      "SELECT id, email FROM users WHERE email IN ('admin@acme.test', 'reports@acme.test') ORDER BY email",
    );
    const userIds = people.map((p) => p.id);
    const admin = people.find((p) => p.email === EMAIL)!.id;
    await raw('POST', '/subscriptions/campaign:7/unsubscribe', {
      subscription: { categories: [{ slug: 'campaign' }] },
    });
    /** Whether a notification of `category` about `topic` reaches the admin. */
    const reachesAdmin = async (category: NewNotification['category'], topic: string, title: string) =>
      (await notify(t.db, { clientId: 1, userIds }, { category, topic, title, content: 'x' })).includes(admin);
    assert.equal(await reachesAdmin('campaign', 'campaign:7', 'Quiet please'), false);
    // Another category of the same topic, and the same category of another topic, still reach them.
    assert.equal(await reachesAdmin('general', 'campaign:7', 'Still here'), true);
    assert.equal(await reachesAdmin('campaign', 'campaign:8', 'Other topic'), true);
    // Unsubscribed from every category of the topic (`*`): nothing of it at all.
    await raw('POST', '/subscriptions/campaign:7/unsubscribe');
    assert.equal(await reachesAdmin('general', 'campaign:7', 'Nothing'), false);
  });
});
