import { acceptTheTerms, privateAccount } from '../support/accounts';
import { DEMO_PASSWORD, newestMail, signIn, signOut, storedIdToken } from '../support/session';
import { expect, test } from '../support/test';

// The seeded accounts are only looked at here; a test that changes an account (a new password, accepted terms, a
// lock, a sign-out everywhere) changes one of its own (support/accounts.ts), so any order of tests gives the same.

const LANDINGS: [string, RegExp][] = [
  ['admin@beacon.test', /\/client-select$/],
  ['staff@beacon.test', /\/client-select$/],
  ['partner@beacon.test', /\/client-select$/],
  ['admin@acme.test', /\/clients\/\d+\/campaigns$/],
  ['reports@acme.test', /\/clients\/\d+\/reporting-suite\/all\/dashboards$/],
  ['franchise@northwind.test', /\/clients\/\d+\/reporting-suite\/all\/dashboards$/],
];

test('every seeded account signs in and lands where the spec says', async ({ browser }) => {
  for (const [email, landing] of LANDINGS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page, email).toHaveURL(landing);
    await context.close();
  }
});

test('an account with a temporary password is sent to set a new one, and the terms come first for the other', async ({
  browser,
}) => {
  const invited = await (await browser.newContext()).newPage();
  await signIn(invited, 'invited@acme.test', 'Temp-Pass-2026!');
  await expect(invited).toHaveURL(/\/auth\/new-password\?username=invited%40acme\.test$/);
  const newterms = await (await browser.newContext()).newPage();
  await signIn(newterms, 'newterms@globex.test');
  await expect(newterms).toHaveURL(/\/terms-of-use$/);
});

test('empty fields do nothing, and a wrong password says so', async ({ page }) => {
  await page.goto('/auth/login');
  // A wrong password counts towards the account's lock: it is tried on an account of this test's own.
  const { email } = await privateAccount(page, { role: 'Admin', clientId: 1 }, 'invited');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
});

test('an invited user sets a new password and reaches Beacon, through the terms a new user has not accepted yet', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const invited = await privateAccount(page, { role: 'Admin', clientId: 1 }, 'invited');
  await signIn(page, invited.email, invited.password);
  await expect(page).toHaveURL(`/auth/new-password?username=${encodeURIComponent(invited.email)}`);
  await page.getByLabel('Temporary password').fill(invited.password);
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Start-2026!');
  await page.getByLabel('Confirm new password').fill('Fresh-Start-2026!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await acceptTheTerms(page);
  await expect(page).toHaveURL(/\/clients\/\d+\/campaigns$/);
});

test('a user who has not accepted the terms of use accepts them and reaches Beacon', async ({ page }) => {
  await page.goto('/auth/login');
  const newcomer = await privateAccount(page, { role: 'Admin', clientId: 2 }, 'terms');
  await signIn(page, newcomer.email, newcomer.password);
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('link', { name: 'Read the terms of service (PDF)' })).toBeVisible();
  await acceptTheTerms(page);
  await expect(page).toHaveURL(/\/clients\/\d+\/campaigns$/);
});

test('a password reset with the code from the mail', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  const { email } = await privateAccount(page, { role: 'BeaconStandard' });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This code was sent to your email.')).toBeVisible();
  const code = /\b(\d{6})\b/.exec((await newestMail(page, email)).text)?.[1];
  expect(code).toBeTruthy();
  await page.getByLabel('Code').fill(code!);
  await page.getByLabel('New password', { exact: true }).fill('Second-Wind-2026!');
  await page.getByLabel('Confirm new password').fill('Second-Wind-2026!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(page, email, 'Second-Wind-2026!');
  await expect(page).toHaveURL(/\/client-select$/);
});

test('a deep link survives sign-in, except for reporting-only users', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/clients/1/billing');
  await expect(admin).toHaveURL(/\/auth\/login#%2Fclients%2F1%2Fbilling$/);
  await signIn(admin, 'admin@acme.test');
  await expect(admin).toHaveURL(/\/clients\/1\/billing$/);

  const reports = await (await browser.newContext()).newPage();
  await reports.goto('/clients/1/billing');
  await signIn(reports, 'reports@acme.test');
  await expect(reports).toHaveURL(/\/reporting-suite\/all\/dashboards$/);
});

test('after sign-out the back button shows no data and the old token is refused', async ({ page }) => {
  // Signing out ends every session of the account: it is one of this test's own.
  await page.goto('/auth/login');
  const account = await privateAccount(page, { role: 'Admin', clientId: 1 });
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/campaigns$/);
  const token = await storedIdToken(page);
  expect(token).toBeTruthy();
  await signOut(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const refused = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});

test('the session refreshes silently when the identity token expires', async ({ page }) => {
  await signIn(page, 'admin@beacon.test');
  const first = await storedIdToken(page);
  // The end-to-end server issues identity tokens that live 15 s.
  await page.waitForTimeout(16_000);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Acme Outdoor' })).toBeVisible();
  expect(await storedIdToken(page)).not.toBe(first);
});

test('a Northwind-domain sign-in by an Acme user is refused and leaves their other sign-ins alone; Northwind users are welcome', async ({
  page,
  browser,
  baseURL,
}) => {
  // An Acme admin of this test's own, already signed in on Beacon's own host in another browser.
  await page.goto('/auth/login');
  const acme = await privateAccount(page, { role: 'Admin', clientId: 1 });
  const elsewhere = await (await browser.newContext()).newPage();
  await signIn(elsewhere, acme.email, acme.password);
  await expect(elsewhere).toHaveURL(/\/campaigns$/);

  const northwind = baseURL!.replace('localhost', 'northwind.localhost');
  await page.goto(`${northwind}/auth/login`);
  await expect(page.getByText('Request a demo')).toHaveCount(0);
  await page.getByLabel('Email').fill(acme.email);
  await page.getByLabel('Password').fill(acme.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Login failed');
  // The refusal ended that sign-in only: the other browser is still signed in and its tokens still answer.
  const token = await storedIdToken(elsewhere);
  const me = await elsewhere.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  await elsewhere.reload();
  await expect(elsewhere.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(elsewhere).toHaveURL(/\/campaigns$/);

  await signIn(page, 'franchise@northwind.test', DEMO_PASSWORD, `${northwind}/auth/login`);
  await expect(page).toHaveURL(/\/reporting-suite\/all\/dashboards$/);
});

test('the attempt limit after repeated wrong passwords', async ({ page }) => {
  await page.goto('/auth/login');
  // The account stays locked for hours: one of this test's own.
  const { email } = await privateAccount(page, { role: 'PartnerSolutions' }, 'invited');
  await page.getByLabel('Email').fill(email);
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await page.getByLabel('Password').fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText('Too many attempts');
  await expect(page.getByRole('alert')).toContainText(
    'The attempt limit was exceeded. Wait a few hours and try again.',
  );
});

test('the same host build signs in against another identity endpoint, by configuration alone', async ({ page }) => {
  // The second server runs no identity service of its own: its configuration points at the first one's.
  const other = `http://localhost:${process.env.E2E_OTHER_PORT}`;
  const config = (await (await page.request.get(`${other}/config.json`)).json()) as {
    auth: { Cognito: { userPoolEndpoint: string } };
  };
  expect(config.auth.Cognito.userPoolEndpoint).toBe(`http://localhost:${process.env.E2E_PORT ?? 8180}/identity/`);
  await signIn(page, 'admin@acme.test', DEMO_PASSWORD, `${other}/auth/login`);
  await expect(page).toHaveURL(new RegExp(`^${other}/clients/\\d+/campaigns$`));
});
