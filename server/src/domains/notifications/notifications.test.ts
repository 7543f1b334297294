import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { inviteToAcme } from '../../../tooling/testing/invite';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

describe('events', () => {
  test('every manager of the client hears that someone was invited, the one who invited included', async () => {
    const created = await inviteToAcme(t, 'invitee.of.events@acme.test', ['Ivy', 'Invitee'], 'REPORTING_ONLY', {
      advertiserIds: [1],
    });
    assert.equal(created.status, 201);
    const invitedNews = (body: { data: { title: string; content: string }[] }) =>
      body.data.filter((n) => n.title === 'User invited' && n.content.includes('invitee.of.events@acme.test'));
    const [managers] = await t.db.query<{ emails: string[] }>(
      "SELECT array_agg(email ORDER BY email) AS emails FROM users WHERE client_id = 1 AND role = 'Admin' AND enabled AND email <> 'admin@acme.test'",
    );
    assert.ok(managers!.emails.length > 0, 'Acme has another manager to tell');
    for (const email of managers!.emails) {
      const inbox = await call(t, email, 'GET', '/api/notifications?category=general');
      assert.equal(invitedNews(inbox.body).length, 1, `${email} hears of it`);
      assert.match(invitedNews(inbox.body)[0]!.content, /Ivy Invitee \(invitee\.of\.events@acme\.test\) was invited/);
    }
    const own = await call(t, 'admin@acme.test', 'GET', '/api/notifications?category=general');
    assert.equal(invitedNews(own.body).length, 1, 'the inviter is a manager of the client too');
  });
});

describe('notification inbox', () => {
  test('newest first, seconds since the epoch, action message from the custom attributes', async () => {
    const { status, body } = await call(t, 'admin@acme.test', 'GET', '/api/notifications');
    assert.equal(status, 200);
    const sent = body.data.map((n: { sentAt: number }) => n.sentAt);
    assert.deepEqual(
      sent,
      [...sent].sort((a: number, b: number) => b - a),
    );
    assert.ok(sent[0] > 1_700_000_000 && sent[0] < 3_000_000_000);
    const billing = body.data.find((n: { category: string }) => n.category === 'billing');
    assert.equal(billing.actionMessage, 'View invoice');
    assert.equal(body.meta.unreadCount, body.data.filter((n: { isRead: boolean }) => !n.isRead).length);
  });

  test('read marks seen too; unread, archive, unarchive, delete; unread count never below zero', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', '/api/notifications');
    const unread = list.body.data.find(
      (n: { isRead: boolean; seenAt: number | null }) => !n.isRead && n.seenAt === null,
    );
    const read = await call(t, 'admin@acme.test', 'POST', `/api/notifications/${unread.id}/read`);
    assert.equal(read.body.data.isRead, true);
    assert.ok(read.body.data.seenAt);
    assert.equal(
      (await call(t, 'admin@acme.test', 'POST', `/api/notifications/${unread.id}/unread`)).body.data.isRead,
      false,
    );
    assert.ok(
      (await call(t, 'admin@acme.test', 'POST', `/api/notifications/${unread.id}/archive`)).body.data.archivedAt,
    );
    const archived = await call(t, 'admin@acme.test', 'GET', '/api/notifications?archived=true');
    assert.deepEqual(
      archived.body.data.map((n: { id: number }) => n.id),
      [unread.id],
    );
    await call(t, 'admin@acme.test', 'POST', `/api/notifications/${unread.id}/unarchive`);
    assert.equal((await call(t, 'admin@acme.test', 'POST', '/api/notifications/read')).status, 200);
    const after = await call(t, 'admin@acme.test', 'GET', '/api/notifications');
    assert.equal(after.body.meta.unreadCount, 0);
    assert.equal(after.body.meta.unseenCount, 0);
    assert.equal((await call(t, 'admin@acme.test', 'DELETE', `/api/notifications/${unread.id}`)).status, 204);
    assert.equal((await call(t, 'admin@acme.test', 'POST', `/api/notifications/${unread.id}/read`)).status, 404);
  });

  test("another user's notification is 404; mark all read needs NOTIFICATION_PREFERENCES_WRITE", async () => {
    const [theirs] = await t.db.query<{ id: number }>(
      "SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'admin@beacon.test' LIMIT 1",
    );
    assert.equal((await call(t, 'admin@acme.test', 'POST', `/api/notifications/${theirs!.id}/read`)).status, 404);
    assert.equal((await call(t, 'partner@beacon.test', 'POST', '/api/notifications/read')).status, 403);
    assert.equal((await call(t, 'partner@beacon.test', 'POST', '/api/notifications/seen')).status, 200);
  });
});

describe('notification preferences', () => {
  test('six categories with in_app and email; an update changes exactly what it names', async () => {
    const categories = await call(t, 'reports@acme.test', 'GET', '/api/notification-preferences/categories');
    assert.deepEqual(categories.body.data, ['billing', 'campaign', 'dashboard', 'document', 'general', 'support']);
    const before = await call(t, 'reports@acme.test', 'GET', '/api/notification-preferences');
    assert.equal(before.body.data.categories.length, 6);
    const updated = await call(t, 'reports@acme.test', 'PUT', '/api/notification-preferences', {
      categories: [{ name: 'campaign', channels: [{ type: 'email', enabled: false }] }],
    });
    const campaign = updated.body.data.categories.find((c: { name: string }) => c.name === 'campaign');
    assert.deepEqual(campaign.channels, [
      { type: 'in_app', enabled: true },
      { type: 'email', enabled: false },
    ]);
    const others = (c: { name: string }) => c.name !== 'campaign';
    assert.deepEqual(updated.body.data.categories.filter(others), before.body.data.categories.filter(others));
    assert.equal(
      (await call(t, 'partner@beacon.test', 'PUT', '/api/notification-preferences', { categories: [] })).status,
      403,
    );
  });
});
