import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
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

/** The product as the configuration's `baseURL` names it (E2E_PORT). */
export const productOrigin = `http://localhost:${process.env.E2E_PORT ?? 8180}`;

type KeptState = Awaited<ReturnType<BrowserContext['storageState']>>;
type StoredItem = KeptState['origins'][number]['localStorage'][number];

/**
 * The sessions this worker keeps, in memory only (never a file): one per seeded account and origin, signed in once
 * through the login page by the first test that asks for it, in a browser context of its own that is closed at
 * once. What is kept is what the app keeps (Amplify's tokens in local storage), never a page or a context: every
 * test opens its own context and its own page from it, so nothing a test does in its browser reaches another test.
 * The refresh token it holds lives 30 days and is never rotated; it ends only if the account signs out, which is
 * why only private accounts (`privateAccount`) sign out.
 */
const kept = new Map<string, Promise<KeptState>>();

function keptSession(browser: Browser, origin: string, email: string): Promise<KeptState> {
  const key = `${origin} ${email}`;
  let state = kept.get(key);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL: origin });
      try {
        await signIn(await context.newPage(), email, DEMO_PASSWORD, `${origin}/auth/login`);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    kept.set(key, state);
    // A sign-in that failed (its test timed out, say) is not kept: the next test signs in afresh.
    state.catch(() => kept.delete(key));
  }
  return state;
}

function storedItems(state: KeptState, origin: string): StoredItem[] {
  return state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
}

/**
 * The kept session's items with new identity and access tokens, asked of the identity service with its refresh
 * token as Amplify asks (REFRESH_TOKEN_AUTH): a page starts with tokens that have their whole life ahead (e2e
 * tokens live 15 s, and Amplify takes one with more than 5 s left as good: on a busy machine a request can take
 * longer than that to reach the server, which would then refuse it and end the session).
 */
async function refreshedItems(page: Page, origin: string, items: StoredItem[]): Promise<StoredItem[]> {
  const refresh = items.find((item) => item.name.endsWith('.refreshToken'));
  if (!refresh) throw new Error(`the session kept on ${origin} has no refresh token`);
  // Amplify's key: CognitoIdentityServiceProvider.<app client id>.<user>.refreshToken
  const clientId = refresh.name.split('.')[1];
  const answer = await page.request.post(`${origin}/identity/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      ClientId: clientId,
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: refresh.value },
    }),
  });
  if (!answer.ok()) throw new Error(`the kept session's refresh answered ${answer.status()}: ${await answer.text()}`);
  const { IdToken, AccessToken } = ((await answer.json()) as { AuthenticationResult: Record<string, string> })
    .AuthenticationResult;
  return items.map((item) =>
    item.name.endsWith('.idToken')
      ? { ...item, value: IdToken! }
      : item.name.endsWith('.accessToken')
        ? { ...item, value: AccessToken! }
        : item,
  );
}

/**
 * Opens `path` (by default the user's home) on this test's own page as a seeded account, with the session the
 * worker keeps for it (`keptSession`): its stored tokens, renewed with its refresh token (`refreshedItems`), are put
 * in the page's local storage, as the person's own browser holds them, and from then on the app refreshes them
 * itself (e2e tokens live 15 s). Waits until the app shows the person signed in (the profile menu). A test whose subject is signing
 * in uses `signIn`, through the login page; an account of a test's own (`privateAccount`) signs in with `signIn`.
 * `path` may name another origin (a brand's host name): the session kept there is used.
 */
export async function resumeSession(page: Page, email: string, path = '/'): Promise<void> {
  const target = new URL(path, productOrigin);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to sign in with');
  const state = await keptSession(browser, target.origin, email);
  if (state.cookies.length) await page.context().addCookies(state.cookies);
  // A page of the product's origin that loads no app, to write the stored session into its local storage.
  await page.goto(`${target.origin}/healthz`);
  await page.evaluate(
    (items) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
    },
    storedItems(state, target.origin),
  );
  await page.goto(target.href);
  await expect(page.getByRole('button', { name: /profile menu/i })).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/login/);
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
 * An ID token of the outbox reader, asked of the identity service with the refresh token of the session the
 * worker keeps for it (signed in once through the login page, `keptSession`), as Amplify refreshes one; the test's
 * own session is untouched. Reused while it has 5 s left by its own expiry (e2e tokens live 15 s), never by a guess
 * of its age.
 */
export async function outboxToken(page: Page): Promise<string> {
  if (reader && reader.expiresAt - Date.now() > 5_000) return reader.token;
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to sign the outbox reader in');
  const items = storedItems(await keptSession(browser, productOrigin, OUTBOX_READER), productOrigin);
  const token = (await refreshedItems(page, productOrigin, items)).find((item) =>
    item.name.endsWith('.idToken'),
  )?.value;
  if (!token) throw new Error('the outbox reader has no identity token');
  reader = { token, expiresAt: expiryOf(token) };
  return token;
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
