import { api } from '../api/api-client';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import {
  ApiError,
  AuthenticationError,
  IdempotencyError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  UnprocessableEntityError,
  classifyNotificationError,
} from './errors';
import { DEMO_HEADER, DEMO_MODE_KEY, demoSessionKey } from '../demo/demo-mode';
import { createNotificationClient, NOTIFICATION_RETRIES, NOTIFICATION_TIMEOUT_MS } from './notification-client';
import type { ServiceNotification, ServiceNotificationPage } from './types';
import { fakeHub } from '../testing/fake-hub';

const identity = { email: 'a@b.test', hash: 'aGFzaA==', apiKey: 'key', serviceUrl: '/notify' };

/** The service's first page of notifications, every one of them unread and unseen. */
const unreadPage = <Notification>(notifications: Notification[]) => ({
  total: notifications.length,
  per_page: 15,
  total_pages: notifications.length === 0 ? 0 : 1,
  current_page: 1,
  unseen_count: notifications.length,
  unread_count: notifications.length,
  notifications,
});

function answering(statuses: number[], body: unknown = unreadPage([])) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const status = statuses.shift() ?? 200;
    const response = {
      data: status < 400 ? body : { errors: [{ code: String(status), message: `failed ${status}` }] },
      status,
      statusText: '',
      headers: {},
      config,
    };
    if (status >= 400)
      throw new axios.AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    return response;
  };
  api.defaults.adapter = adapter;
  return seen;
}

test('sends the key, the email and the hash; 30 s timeout', async () => {
  const seen = answering([]);
  await createNotificationClient(identity).list({ page: 2, perPage: 10 });
  expect(seen[0]!.headers['X-MAGICBELL-API-KEY']).toBe('key');
  expect(seen[0]!.headers['X-MAGICBELL-USER-EMAIL']).toBe('a@b.test');
  expect(seen[0]!.headers['X-MAGICBELL-USER-HMAC']).toBe('aGFzaA==');
  expect(seen[0]!.params).toEqual({ page: 2, per_page: 10 });
  expect(seen[0]!.timeout).toBe(NOTIFICATION_TIMEOUT_MS);
  expect(NOTIFICATION_TIMEOUT_MS).toBe(30_000);
});

test("in demo mode asks with the session's demo key, so that the service answers redacted", async () => {
  const seen = answering([]);
  await createNotificationClient(identity).list();
  expect(seen[0]!.headers[DEMO_HEADER]).toBeUndefined();
  sessionStorage.setItem(DEMO_MODE_KEY, 'on');
  try {
    await createNotificationClient(identity).list();
    expect(seen[1]!.headers[DEMO_HEADER]).toBe(demoSessionKey());
  } finally {
    sessionStorage.removeItem(DEMO_MODE_KEY);
  }
});

test('retries 408, 413, 429 and 5xx three times with a 0.3 s backoff that doubles', async () => {
  const waits: number[] = [];
  const seen = answering([503, 429, 408]);
  const page = await createNotificationClient(identity, async (ms) => {
    waits.push(ms);
  }).list();
  expect(page.total).toBe(0);
  expect(seen).toHaveLength(4);
  expect(waits).toEqual([300, 600, 1200]);
  answering([500, 500, 500, 500]);
  await expect(createNotificationClient(identity, async () => undefined).list()).rejects.toBeInstanceOf(ApiError);
  expect(NOTIFICATION_RETRIES).toBe(3);
  const once = answering([404]);
  await expect(createNotificationClient(identity, async () => undefined).get('1')).rejects.toBeInstanceOf(
    NotFoundError,
  );
  expect(once).toHaveLength(1);
});

test.each([
  [400, InvalidRequestError],
  [401, AuthenticationError],
  [403, AuthenticationError],
  [404, NotFoundError],
  [409, IdempotencyError],
  [422, UnprocessableEntityError],
  [429, RateLimitError],
  [500, ApiError],
])('status %i is %p', (status, kind) => {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const error = classifyNotificationError(
    new axios.AxiosError('x', 'ERR', config, null, {
      data: { errors: [{ message: 'why' }] },
      status,
      statusText: '',
      headers: {},
      config,
    }),
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as Error).message).toBe('why');
});

test("maps the service's notification to the inbox's, with the action message", async () => {
  answering(
    [],
    unreadPage([
      {
        id: '5',
        title: 'T',
        content: 'C',
        category: 'billing',
        topic: null,
        action_url: '/x',
        custom_attributes: '{"actionMessage":"View invoice"}',
        sent_at: 1,
        read_at: null,
        seen_at: null,
        archived_at: null,
      },
    ]),
  );
  const page = await createNotificationClient(identity).list();
  expect(page.notifications[0]).toMatchObject({
    id: '5',
    actionMessage: 'View invoice',
    actionUrl: '/x',
    isRead: false,
    sentAt: 1,
  });
});

test('follows a link to this very origin inside the app; a link elsewhere stays absolute', async () => {
  const notification = (id: string, url: string) => ({
    id,
    title: 'T',
    content: 'C',
    category: 'billing',
    topic: null,
    action_url: url,
    custom_attributes: null,
    sent_at: 1,
    read_at: null,
    seen_at: null,
    archived_at: null,
  });
  answering(
    [],
    unreadPage([
      notification('1', `${window.location.origin}/clients/1/invoices?status=open`),
      notification('2', 'https://lookerstudio.example/report/1'),
    ]),
  );
  const page = await createNotificationClient(identity).list();
  expect(page.notifications.map((n) => n.actionUrl)).toEqual([
    '/clients/1/invoices?status=open',
    'https://lookerstudio.example/report/1',
  ]);
});

test("reads and marks through the service's own paths, in the shape its routes answer", async () => {
  const notification: ServiceNotification = {
    id: '7',
    title: 'Invoice 1001 is overdue',
    content: 'A balance of $10.00 was due on 01/31/2026.',
    category: 'billing',
    topic: 'invoice:7',
    action_url: '/clients/1/billing',
    custom_attributes: { actionMessage: 'View invoice' },
    sent_at: 1,
    read_at: null,
    seen_at: null,
    archived_at: null,
    recipient: { id: '3', email: 'a@b.test', external_id: null, first_name: 'Ann', last_name: null },
  };
  const page: ServiceNotificationPage = unreadPage([notification]);
  const hub = fakeHub({
    '/notifications': () => ({ data: page }),
    '/notifications/7/read': () => ({ status: 204 }),
  });
  try {
    const client = createNotificationClient(identity);
    const [read] = (await client.list()).notifications;
    expect(read).toMatchObject({ id: '7', actionMessage: 'View invoice', actionUrl: '/clients/1/billing' });
    await client.markRead('7');
    expect(hub.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'get /notifications',
      'post /notifications/7/read',
    ]);
  } finally {
    hub.restore();
  }
  // A fake of a path the service does not have does not type-check.
  // @ts-expect-error -- no /notifications/{id}/star in the notification service
  fakeHub({ '/notifications/7/star': () => ({ status: 204 }) }).restore();
});
