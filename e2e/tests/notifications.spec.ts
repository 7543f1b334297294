import { expect, test, type Page, type WebSocket } from '../support/test';
import { privateAccount } from '../support/accounts';
import { opened } from '../support/motion';
import { outboxMails, resumeSession, signIn, storedIdToken } from '../support/session';
import { bearer } from '../support/hub';

const BELL = /^Notifications(, \d+ unread)?$/;

async function hub(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: await bearer(page),
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${path}`).toBeLessThan(300);
  return response.json() as Promise<{ data: unknown }>;
}

async function uploadDocument(page: Page, name: string) {
  const response = await page.request.post('/api/clients/1/advertisers/1/files', {
    headers: await bearer(page),
    multipart: { files: { name, mimeType: 'text/plain', buffer: Buffer.from('hello') } },
  });
  expect(response.status()).toBe(201);
}

async function openInbox(page: Page) {
  await page.getByRole('button', { name: BELL }).click();
  return opened(page.getByRole('dialog', { name: 'Notifications' }));
}

/**
 * Signs in (a seeded account with the session the worker keeps, an account of the test's own through the login
 * page) and waits until the inbox's live stream is open.
 */
async function signInWithStream(page: Page, email: string, password?: string) {
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/notify/ws'));
  if (password) {
    await page.goto('/');
    await signIn(page, email, password);
  } else await resumeSession(page, email);
  return socket;
}

test('a document uploaded through the API appears in the open inbox without a reload', async ({ page }) => {
  await signInWithStream(page, 'admin@acme.test');
  const menu = await openInbox(page);
  await uploadDocument(page, 'live-brief.txt');
  await expect(menu.getByRole('listitem', { name: 'New document: live-brief.txt' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'View documents' }).first()).toBeVisible();
});

test('after the stream token expires the inbox reconnects and shows what arrived meanwhile', async ({ page }) => {
  // Every stream the inbox opens: on a busy machine the first may have expired and been replaced before the test
  // holds reconnections back.
  const streams: WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/notify/ws')) streams.push(ws);
  });
  await signInWithStream(page, 'admin@acme.test');
  const lifetime = await page.evaluate(
    async (token) => {
      const { data } = (await (
        await fetch('/api/users/me/notification-connection', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { data: { email: string; hash: string; apiKey: string } };
      const answer = await fetch('/notify/ws/auth', {
        method: 'POST',
        headers: {
          'x-magicbell-api-key': data.apiKey,
          'x-magicbell-user-email': data.email,
          'x-magicbell-user-hmac': data.hash,
        },
      });
      return ((await answer.json()) as { expires_at: number }).expires_at - Date.now() / 1000;
    },
    await storedIdToken(page),
  );
  // The e2e server issues short stream tokens (BEACON_NOTIFY_STREAM_TOKEN_SECONDS in playwright.config.ts).
  expect(lifetime, 'stream tokens must expire within the test').toBeLessThanOrEqual(20);
  const menu = await openInbox(page);
  // Hold the reconnection back, so that what is sent now can only come back through the refetch.
  await page.route('**/notify/ws/auth', (route) => route.abort());
  // The stream open now closes when its token expires, and none opens after it.
  await expect.poll(() => streams.every((ws) => ws.isClosed()), { timeout: 30_000 }).toBe(true);
  await hub(page, 'POST', '/clients/1/notifications', {
    category: 'general',
    title: 'Sent while away',
    content: 'Missed it?',
    emails: ['admin@acme.test'],
  });
  await page.waitForTimeout(1000);
  await expect(menu.getByRole('listitem', { name: 'Sent while away' })).toHaveCount(0);
  const reconnected = page.waitForEvent('websocket', (ws) => ws.url().includes('/notify/ws'));
  await page.unroute('**/notify/ws/auth');
  await reconnected;
  await expect(menu.getByRole('listitem', { name: 'Sent while away' })).toBeVisible({ timeout: 20_000 });
});

test("a user never receives another user's events", async ({ page, browser }) => {
  await signInWithStream(page, 'admin@acme.test');
  const other = await browser.newPage();
  const frames: string[] = [];
  other.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));
  await signInWithStream(other, 'reports@acme.test');
  const theirMenu = await openInbox(other);
  await hub(page, 'POST', '/clients/1/notifications', {
    category: 'general',
    title: 'For the admin only',
    content: 'Private',
    emails: ['admin@acme.test'],
  });
  const menu = await openInbox(page);
  const mine = menu.getByRole('listitem', { name: 'For the admin only' });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Mark as read' }).click();
  await other.waitForTimeout(1000);
  await expect(theirMenu.getByRole('listitem', { name: 'For the admin only' })).toHaveCount(0);
  expect(frames.filter((f) => f.includes('For the admin only') || f.includes('notifications/read'))).toEqual([]);
  await other.close();
});

test('switching email off stops outbox mail for that category', async ({ page }) => {
  // The preference is a change to the account: an Acme admin of this test's own.
  await page.goto('/auth/login');
  const admin = await privateAccount(page, { role: 'Admin', clientId: 1 });
  await signInWithStream(page, admin.email, admin.password);
  const mails = async (subject: string) => {
    const messages = await outboxMails(page, admin.email, 100);
    return messages.filter((m) => m.subject === subject).length;
  };
  const menu = await openInbox(page);
  await menu.getByRole('button', { name: 'Preferences' }).click();
  const email = menu.getByRole('switch', { name: 'Document Email' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(email).not.toBeChecked();
  await expect(email).toBeEnabled();
  await uploadDocument(page, 'quiet.txt');
  expect(await mails('New document: quiet.txt')).toBe(0);
  await email.click();
  await expect(email).toBeChecked();
  await expect(email).toBeEnabled();
  await uploadDocument(page, 'loud.txt');
  await expect.poll(() => mails('New document: loud.txt')).toBe(1);
});
