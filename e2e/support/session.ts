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

/**
 * The identity token Amplify keeps for the signed-in user, for a test's own calls to the API. Amplify refreshes it
 * only when the app next needs it, and e2e tokens live 15 s: when the kept one has less than 5 s left, a fresh one
 * is asked for with the kept refresh token, as Amplify would (the kept tokens are left as they are).
 */
export async function storedIdToken(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'),
    );
    const token = key ? localStorage.getItem(key) : null;
    if (!key || !token) return null;
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    if (claims.exp * 1000 - Date.now() > 5_000) return token;
    const config = (await (await fetch('/config.json')).json()) as {
      auth: { Cognito: { userPoolClientId: string; userPoolEndpoint?: string } };
    };
    const answer = await fetch(config.auth.Cognito.userPoolEndpoint ?? '/identity/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: config.auth.Cognito.userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: localStorage.getItem(key.replace(/idToken$/, 'refreshToken')) },
      }),
    });
    if (!answer.ok) return token;
    return ((await answer.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult.IdToken;
  });
}

/** The BeaconAdmin whose token reads the development outbox (it answers nobody else). */
export const OUTBOX_READER = 'admin@beacon.test';
let reader: { token: string; expiresAt: number } | null = null;

/** When an identity token expires, in milliseconds since the epoch (its `exp` claim). */
export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}

/**
 * An ID token of the outbox reader, signed in through the login page in a browser context of its own (so the
 * test's own session is untouched), as any client gets one. Reused while it has 5 s left by its own expiry (e2e
 * tokens live 15 s, and on a busy machine a sign-in can take most of that), never by a guess of its age.
 */
export async function outboxToken(page: Page): Promise<string> {
  if (reader && reader.expiresAt - Date.now() > 5_000) return reader.token;
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
    reader = { token, expiresAt: expiryOf(token) };
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
