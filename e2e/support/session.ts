import { expect, type Locator, type Page } from '@playwright/test';
import { opened } from './motion';

export const DEMO_PASSWORD = 'Beacon-Demo-2026!';

/**
 * Signs in through the login page, as a person does, and waits until the app has left it. A page that has
 * opened a guarded address waits for the app's own redirect, which carries the requested path.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, from = '/auth/login'): Promise<void> {
  if (page.url() === 'about:blank' || from !== '/auth/login') await page.goto(from);
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** The identity token Amplify keeps for the signed-in user. */
export async function storedIdToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
    );
    return key ? localStorage.getItem(key) : null;
  });
}

/** The BeaconAdmin whose token reads the development outbox (it answers nobody else). */
export const OUTBOX_READER = 'admin@beacon.test';
let reader: { token: string; at: number } | null = null;

/**
 * An ID token of the outbox reader, signed in through the login page in a browser context of its own (so the
 * test's own session is untouched), as any client gets one; reused for a few seconds (e2e tokens live 15 s).
 */
export async function outboxToken(page: Page): Promise<string> {
  if (reader && Date.now() - reader.at < 8_000) return reader.token;
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to sign the outbox reader in');
  // A context made inside a test takes the configuration's baseURL: the product, whatever page is open.
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await admin.goto('/auth/login');
    await signIn(admin, OUTBOX_READER);
    const token = await storedIdToken(admin);
    if (!token) throw new Error('the outbox reader has no token');
    reader = { token, at: Date.now() };
    return token;
  } finally {
    await context.close();
  }
}

/** The newest mails the product sent to an address, from the development outbox (BEACON_DEV_ROUTES=1). */
export async function outboxMails(page: Page, to: string, limit = 1): Promise<{ subject: string; text: string }[]> {
  const response = await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=${limit}`, {
    headers: { authorization: `Bearer ${await outboxToken(page)}` },
  });
  if (!response.ok()) throw new Error(`the outbox answered ${response.status()}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** The newest mail the product sent to an address. */
export async function newestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  const [message] = await outboxMails(page, to, 1);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** Opens the profile menu of the top bar and waits until it is fully open. */
export async function openProfileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  return opened(page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Sign out' }) }));
}

/** Signs out through the profile menu, as a person does: this ends every session of the account. */
export async function signOut(page: Page): Promise<void> {
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}
