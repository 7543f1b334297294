import type { FastifyInstance } from 'fastify';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import WebSocket from 'ws';
import { inviteToAcme } from '../../tooling/testing/invite';
import { call } from '../../tooling/testing/call';
import { startNotificationService } from '../../tooling/testing/notification-service';
import { NOTIFICATION_SECRET, type TestApi } from '../../tooling/testing/test-api';
import { notificationSignature } from '../../src/domains/notifications/signature';
import { publish } from '../../src/domains/notifications/stream';
import { issueStreamToken } from './stream-tokens';
import { checkForEvents } from '../../src/domains/notifications/watcher';

let t: TestApi;
let notify: FastifyInstance;
let base: string;
let stop: () => Promise<void>;
before(async () => {
  ({ t, service: notify, base, stop } = await startNotificationService());
});
after(() => stop());

const headers = (email: string, hash = notificationSignature(email, NOTIFICATION_SECRET)) => ({
  'x-magicbell-api-key': 'beacon-local-notify',
  'x-magicbell-user-email': email,
  'x-magicbell-user-hmac': hash,
});
async function mb(email: string, method: string, url: string, payload?: object, extra: Record<string, string> = {}) {
  const response = await notify.inject({
    method: method as 'GET',
    url: `/notify${url}`,
    headers: { ...headers(email), ...extra },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
}

/** Opens the user's stream and collects its messages. */
async function openStream(email: string) {
  const { body } = await mb(email, 'POST', '/ws/auth');
  return connect(body.token);
}
async function connect(token: string) {
  const messages: { type: string; name?: string; code?: number; data?: Record<string, unknown> }[] = [];
  const socket = new WebSocket(`${base.replace('http', 'ws')}/notify/ws?token=${encodeURIComponent(token)}`);
  socket.on('message', (m) => messages.push(JSON.parse(String(m))));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve) => {
    const check = () => (messages.length > 0 ? resolve() : setTimeout(check, 10));
    check();
  });
  // Up to 15 s: a socket's token may be made to expire a few seconds after it connects.
  const waitFor = async (pred: (m: (typeof messages)[number]) => boolean) => {
    for (let i = 0; i < 1500; i++) {
      const found = messages.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no such message in ${JSON.stringify(messages)}`);
  };
  return { socket, messages, waitFor, closed };
}

/** A notification of the general category sent to Acme's users through the hub, as `email`. */
const sendToAcme = (email: string, notification: Record<string, string>) =>
  call(t, email, 'POST', '/api/clients/1/notifications', { category: 'general', ...notification });

describe('the notification service (MagicBell v1 user API)', () => {
  test('the hub gives the signed-in user their own hash and where the service is (notification-connection); a wrong hash or key is refused', async () => {
    const { body } = await call(t, 'admin@acme.test', 'GET', '/api/users/me/notification-connection');
    assert.deepEqual(body.data, {
      email: 'admin@acme.test',
      hash: notificationSignature('admin@acme.test', NOTIFICATION_SECRET),
      apiKey: 'beacon-local-notify',
      // Absolute, at the address the hub was reached by: an SDK takes it as it is.
      serviceUrl: 'http://localhost/notify',
    });
    assert.equal((await mb('admin@acme.test', 'GET', '/notifications')).status, 200);
    const wrongHash = await notify.inject({
      url: '/notify/notifications',
      headers: headers('admin@acme.test', notificationSignature('reports@acme.test', NOTIFICATION_SECRET)),
    });
    assert.equal(wrongHash.statusCode, 401);
    assert.deepEqual(JSON.parse(wrongHash.body), { errors: [{ code: '401', message: 'Invalid user HMAC' }] });
    const wrongKey = await notify.inject({
      url: '/notify/notifications',
      headers: { ...headers('admin@acme.test'), 'x-magicbell-api-key': 'nope' },
    });
    assert.equal(wrongKey.statusCode, 401);
    assert.equal((await notify.inject({ url: '/notify/config' })).statusCode, 401);
  });

  test('config, paging with per_page 1 to 100, newest first in seconds, filters', async () => {
    assert.equal((await mb('admin@acme.test', 'GET', '/config')).body.ws.url, '/notify/ws');
    const first = await mb('admin@acme.test', 'GET', '/notifications?per_page=2&page=1');
    assert.equal(first.status, 200);
    const { total, per_page, total_pages, current_page, unseen_count, unread_count, notifications } = first.body;
    assert.deepEqual([per_page, current_page, total_pages], [2, 1, Math.ceil(total / 2)]);
    assert.ok(typeof unseen_count === 'number' && typeof unread_count === 'number');
    assert.equal(notifications.length, 2);
    assert.ok(notifications[0].sent_at >= notifications[1].sent_at && notifications[0].sent_at < 3_000_000_000);
    assert.equal(typeof notifications[0].id, 'string');
    const second = await mb('admin@acme.test', 'GET', '/notifications?per_page=2&page=2');
    assert.notEqual(second.body.notifications[0]?.id, notifications[0].id);
    assert.equal((await mb('admin@acme.test', 'GET', '/notifications?per_page=101')).status, 400);
    assert.equal((await mb('admin@acme.test', 'GET', '/notifications?per_page=0')).status, 400);
    const billing = await mb('admin@acme.test', 'GET', '/notifications?category=billing&per_page=100');
    assert.ok(billing.body.notifications.every((n: { category: string }) => n.category === 'billing'));
    const unread = await mb('admin@acme.test', 'GET', '/notifications?read=false&per_page=100');
    assert.ok(unread.body.notifications.every((n: { read_at: number | null }) => n.read_at === null));
    assert.equal(unread.body.total, unread.body.unread_count);
  });

  test("get, read (also seen), unread, archive, unarchive, delete; another user's is 404", async () => {
    const { body } = await mb('admin@acme.test', 'GET', '/notifications?read=false&per_page=1');
    const id = body.notifications[0].id;
    assert.equal((await mb('admin@acme.test', 'GET', `/notifications/${id}`)).body.notification.id, id);
    assert.equal((await mb('admin@acme.test', 'POST', `/notifications/${id}/read`)).status, 204);
    let one = (await mb('admin@acme.test', 'GET', `/notifications/${id}`)).body.notification;
    assert.ok(one.read_at && one.seen_at);
    await mb('admin@acme.test', 'POST', `/notifications/${id}/unread`);
    assert.equal((await mb('admin@acme.test', 'GET', `/notifications/${id}`)).body.notification.read_at, null);
    await mb('admin@acme.test', 'POST', `/notifications/${id}/archive`);
    const archived = await mb('admin@acme.test', 'GET', '/notifications?archived=true');
    assert.deepEqual(
      archived.body.notifications.map((n: { id: string }) => n.id),
      [id],
    );
    await mb('admin@acme.test', 'POST', `/notifications/${id}/unarchive`);
    one = (await mb('admin@acme.test', 'GET', `/notifications/${id}`)).body.notification;
    assert.equal(one.archived_at, null);
    assert.equal((await mb('reports@acme.test', 'GET', `/notifications/${id}`)).status, 404);
    assert.equal((await mb('reports@acme.test', 'DELETE', `/notifications/${id}`)).status, 404);
    assert.equal((await mb('admin@acme.test', 'DELETE', `/notifications/${id}`)).status, 204);
    assert.equal((await mb('admin@acme.test', 'GET', `/notifications/${id}`)).status, 404);
    assert.equal((await mb('admin@acme.test', 'GET', '/notifications/abc')).status, 400);
  });

  test('mark all seen and all read; mark all read needs NOTIFICATION_PREFERENCES_WRITE', async () => {
    assert.equal((await mb('admin@acme.test', 'POST', '/notifications/seen')).status, 204);
    assert.equal((await mb('admin@acme.test', 'GET', '/notifications')).body.unseen_count, 0);
    assert.equal((await mb('admin@acme.test', 'POST', '/notifications/read')).status, 204);
    assert.equal((await mb('admin@acme.test', 'GET', '/notifications')).body.unread_count, 0);
    assert.equal((await mb('partner@beacon.test', 'POST', '/notifications/read')).status, 403);
  });

  test('preferences (v2): six categories with in_app and email; PUT changes what it names', async () => {
    const v2 = { 'accept-version': 'v2' };
    const before = await mb('reports@acme.test', 'GET', '/notification_preferences', undefined, v2);
    const cats = before.body.notification_preferences.categories;
    assert.deepEqual(
      cats.map((c: { slug: string }) => c.slug),
      ['billing', 'campaign', 'dashboard', 'document', 'general', 'support'],
    );
    assert.deepEqual(
      cats[0].channels.map((c: { slug: string }) => c.slug),
      ['in_app', 'email'],
    );
    const put = await mb(
      'reports@acme.test',
      'PUT',
      '/notification_preferences',
      {
        notification_preferences: { categories: [{ slug: 'billing', channels: [{ slug: 'email', enabled: false }] }] },
      },
      v2,
    );
    assert.equal(put.status, 200);
    assert.deepEqual(
      put.body.notification_preferences.categories[0].channels.map((c: { enabled: boolean }) => c.enabled),
      [true, false],
    );
    assert.equal(
      (
        await mb('reports@acme.test', 'PUT', '/notification_preferences', {
          notification_preferences: { categories: [{ slug: 'nope', channels: [] }] },
        })
      ).status,
      400,
    );
    assert.equal(
      (
        await mb('partner@beacon.test', 'PUT', '/notification_preferences', {
          notification_preferences: { categories: [] },
        })
      ).status,
      403,
    );
  });
});

describe('events, recipients and the live stream', () => {
  test("an admin send reaches the client's users live, each on their own stream only; read events reach only the reader", async () => {
    const admin = await openStream('admin@acme.test');
    const reports = await openStream('reports@acme.test');
    const globex = await openStream('newterms@globex.test');
    const sent = await sendToAcme('admin@acme.test', {
      title: 'Planned maintenance',
      content: 'Saturday <b>9am</b>',
      actionMessage: 'Read more',
      actionUrl: '/profile',
    });
    assert.equal(sent.status, 201);
    assert.ok(sent.body.data.recipients >= 2);
    const fresh = await admin.waitFor((m) => m.name === 'notifications/new');
    assert.equal(fresh.data!.title, 'Planned maintenance');
    assert.equal(fresh.data!.content, 'Saturday 9am');
    assert.deepEqual(fresh.data!.custom_attributes, { actionMessage: 'Read more' });
    await reports.waitFor((m) => m.name === 'notifications/new');
    await mb('admin@acme.test', 'POST', `/notifications/${String(fresh.data!.id)}/read`);
    await admin.waitFor((m) => m.name === 'notifications/read');
    await mb('admin@acme.test', 'POST', '/notifications/seen');
    await admin.waitFor((m) => m.name === 'notifications/seen/all');
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(
      reports.messages.filter((m) => m.name === 'notifications/read' || m.name === 'notifications/seen/all').length,
      0,
    );
    assert.equal(globex.messages.filter((m) => m.type === 'event').length, 0);
    assert.equal((await sendToAcme('reports@acme.test', { title: 'x', content: 'y' })).status, 403);
    for (const s of [admin, reports, globex]) s.socket.close();
  });

  test('in demo mode the inbox and the stream answer REDACTED titles and content, and no custom attributes', async () => {
    const demo = { 'x-beacon-demo': '0123456789abcdef' };
    const { body: auth } = await mb('admin@acme.test', 'POST', '/ws/auth', undefined, demo);
    const demoStream = await connect(auth.token);
    const plainStream = await openStream('admin@acme.test');
    const sent = await sendToAcme('admin@acme.test', {
      title: 'Acme Outdoor renewal',
      content: 'Call <b>Jane Doe</b>',
      actionMessage: 'Open',
    });
    assert.equal(sent.status, 201);
    const live = await demoStream.waitFor((m) => m.name === 'notifications/new');
    assert.equal(live.data!.title, 'REDACTED');
    assert.equal(live.data!.content, 'REDACTED');
    assert.equal(live.data!.custom_attributes, null);
    const real = await plainStream.waitFor((m) => m.name === 'notifications/new');
    assert.equal(real.data!.title, 'Acme Outdoor renewal');

    const listed = await mb('admin@acme.test', 'GET', '/notifications?per_page=100', undefined, demo);
    assert.equal(listed.status, 200);
    assert.ok(listed.body.notifications.length > 0);
    for (const n of listed.body.notifications) {
      assert.equal(n.title, 'REDACTED');
      assert.equal(n.content, 'REDACTED');
    }
    const one = await mb('admin@acme.test', 'GET', `/notifications/${String(real.data!.id)}`, undefined, demo);
    assert.equal(one.body.notification.title, 'REDACTED');
    // Without the header (or with a header that is not a session key) the inbox is the real one.
    const plain = await mb('admin@acme.test', 'GET', `/notifications/${String(real.data!.id)}`, undefined, {
      'x-beacon-demo': 'on',
    });
    assert.equal(plain.body.notification.title, 'Acme Outdoor renewal');
    for (const s of [demoStream, plainStream]) s.socket.close();
  });

  test('an upload notifies who may see the advertiser: not a REPORTING_ONLY user without it; email follows preferences', async () => {
    const [hidden] = await t.db.query<{
      id: number;
    }>(`SELECT a.id FROM advertisers a WHERE a.client_id = 1 AND a.id NOT IN
      (SELECT advertiser_id FROM user_advertisers ua JOIN users u ON u.id = ua.user_id WHERE u.email = 'reports@acme.test')
      AND a.group_id IS NULL ORDER BY a.id LIMIT 1`);
    const reports = await openStream('reports@acme.test');
    const admin = await openStream('admin@acme.test');
    await mb('admin@acme.test', 'PUT', '/notification_preferences', {
      notification_preferences: { categories: [{ slug: 'document', channels: [{ slug: 'email', enabled: false }] }] },
    });
    const mailBefore = await t.db.query("SELECT id FROM mail_outbox WHERE to_address = 'admin@acme.test'");
    const boundary = 'b';
    // A brief of that name, with its own content: the same file twice is refused as already there.
    const payloadOf = (content: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="brief.txt"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    const payload = payloadOf('hello');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/clients/1/advertisers/${hidden!.id}/files`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await t.auth('admin@acme.test')) },
    });
    assert.equal(up.statusCode, 201);
    const event = await admin.waitFor((m) => m.name === 'notifications/new' && m.data!.category === 'document');
    assert.equal(event.data!.title, 'New document: brief.txt');
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(reports.messages.filter((m) => m.data?.category === 'document').length, 0);
    assert.equal(
      (await t.db.query("SELECT id FROM mail_outbox WHERE to_address = 'admin@acme.test'")).length,
      mailBefore.length,
    );
    await mb('admin@acme.test', 'PUT', '/notification_preferences', {
      notification_preferences: { categories: [{ slug: 'document', channels: [{ slug: 'email', enabled: true }] }] },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/clients/1/advertisers/${hidden!.id}/files`,
      payload: payloadOf('hello, revised'),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await t.auth('admin@acme.test')) },
    });
    assert.equal(second.statusCode, 201);
    const [mail] = await t.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE to_address = 'admin@acme.test' ORDER BY id DESC LIMIT 1",
    );
    assert.equal(mail!.subject, 'New document: brief.txt');
    reports.socket.close();
    admin.socket.close();
  });

  test("inviting a user tells the client's managers", async () => {
    const admin = await openStream('admin@acme.test');
    const created = await inviteToAcme(t, 'newcomer@acme.test', ['New', 'Comer'], 'Admin');
    assert.equal(created.status, 201);
    const event = await admin.waitFor((m) => m.name === 'notifications/new' && m.data!.title === 'User invited');
    assert.equal(event.data!.content, 'New Comer (newcomer@acme.test) was invited to Beacon.');
    admin.socket.close();
  });

  test('an expired stream token is answered with 40142 and the socket closes; a forged one with 40144', async () => {
    const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@acme.test'");
    const expired = await connect(issueStreamToken(user!.id, NOTIFICATION_SECRET, 1, Date.now() - 5000).token);
    assert.equal((await expired.waitFor((m) => m.type === 'error')).code, 40142);
    assert.equal(await expired.closed, 4001);
    const forged = await connect(issueStreamToken(user!.id, 'another secret').token);
    assert.equal((await forged.waitFor((m) => m.type === 'error')).code, 40144);
    // Expiring while connected: its whole seconds (4 to 5 s of life) leave a busy machine the time to connect.
    const short = await connect(issueStreamToken(user!.id, NOTIFICATION_SECRET, 5).token);
    assert.equal(short.messages[0]!.type, 'connected');
    assert.equal((await short.waitFor((m) => m.type === 'error')).code, 40142);
  });

  test('a stream token asked for longer than a day lives a day: its stream stays open and hears the next event', async () => {
    const [user] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@acme.test'");
    const issued = issueStreamToken(user!.id, NOTIFICATION_SECRET, 3_000_000);
    assert.ok(issued.expiresAt <= Math.ceil(Date.now() / 1000) + 86_400);
    const stream = await connect(issued.token);
    assert.equal(stream.messages[0]!.type, 'connected');
    await publish(t.db, user!.id, { name: 'notifications/new', data: { title: 'Still listening' } });
    const next = await stream.waitFor((m) => m.type === 'error' || m.name === 'notifications/new');
    assert.equal(next.data?.title, 'Still listening', JSON.stringify(next));
    stream.socket.close();
  });

  test('the watcher: a campaign status change, an invoice falling overdue and a delivered report, once each', async () => {
    await checkForEvents(t.db); // the first look records what exists without notifying
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'admin@acme.test'",
        )
      )[0]!.n;
    const before = await count();
    const [campaign] = await t.db.query<{ id: number; name: string }>(
      "UPDATE campaigns SET status = 'Paused' WHERE id = (SELECT min(id) FROM campaigns WHERE client_id = 1 AND status <> 'Paused') RETURNING id, name",
    );
    const [invoice] = await t.db.query<{
      docNumber: string;
    }>(`UPDATE invoices SET due_date = current_date - 1, balance = 100
      WHERE id = (SELECT min(id) FROM invoices WHERE client_id = 1 AND (balance <= 0 OR due_date >= current_date)) RETURNING doc_number AS "docNumber"`);
    const [schedule] = await t.db.query<{ id: number }>(
      'SELECT s.id FROM report_schedules s JOIN advertisers a ON a.id = s.advertiser_id WHERE a.client_id = 1 LIMIT 1',
    );
    if (schedule)
      await t.db.query("INSERT INTO report_schedule_runs (schedule_id, ran_at, status) VALUES ($1, now(), 'SUCCESS')", [
        schedule.id,
      ]);
    await checkForEvents(t.db);
    await checkForEvents(t.db);
    const titles = (
      await t.db.query<{ title: string }>(
        `SELECT n.title FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE u.email = 'admin@acme.test' ORDER BY n.id DESC LIMIT $1`,
        [(await count()) - before],
      )
    ).map((r) => r.title);
    assert.ok(titles.includes(`${campaign!.name} is now Paused`), titles.join());
    assert.ok(titles.includes(`Invoice ${invoice!.docNumber} is overdue`), titles.join());
    if (schedule) assert.equal(titles.filter((x) => x.startsWith('Scheduled report delivered')).length, 1);
    assert.equal(titles.length, schedule ? 3 : 2);
  });
});
