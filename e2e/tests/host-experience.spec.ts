import { privateAccount } from '../support/accounts';
import { opened } from '../support/motion';
import { openProfileMenu, resumeSession, signIn, signOut } from '../support/session';
import { expect, test } from '../support/test';

test('each brand by host name: its name, its logo and its colours', async ({ page, baseURL }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('complementary', { name: 'Beacon' })).toBeVisible();
  await expect(page).toHaveTitle('Beacon - Sign in');
  await expect(page.getByRole('img', { name: 'Beacon' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a demo' })).toBeVisible();
  const beaconColour = await page
    .getByRole('button', { name: 'Sign in' })
    .evaluate((b) => getComputedStyle(b).backgroundColor);

  for (const host of ['northwind', 'northwind-test', 'northwind-uat']) {
    await page.goto(`${baseURL!.replace('localhost', `${host}.localhost`)}/auth/login`);
    await expect(page.getByRole('complementary', { name: 'Northwind Fitness' })).toBeVisible();
    await expect(page).toHaveTitle('Northwind Fitness - Sign in');
    await expect(page.getByRole('img', { name: 'Northwind' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a demo' })).toHaveCount(0);
    const colour = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(colour).not.toBe(beaconColour);
  }
});

test('the drawer: permanent on a desktop, behind the menu button on a phone', async ({ page }) => {
  await resumeSession(page, 'admin@acme.test');
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByRole('link')).toHaveText([
    /Services/,
    /Advertisers/,
    /Campaigns/,
    /Audiences/,
    /Reporting Suite/,
    /Billing/,
    /Notifications/,
    /Profile/,
  ]);
  await expect(drawer.getByRole('link', { name: /Campaigns/ })).toContainText(/\d+/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Billing/ })
    .click();
  await expect(page).toHaveURL(/\/clients\/1\/billing$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('reporting-only users see only the Reporting Suite of the client areas', async ({ page }) => {
  await resumeSession(page, 'reports@acme.test');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    /Reporting Suite/,
    /Notifications/,
    /Profile/,
  ]);
});

test('the client switcher and its shortcut', async ({ page }) => {
  await resumeSession(page, 'admin@beacon.test');
  await page.getByRole('link', { name: 'Acme Outdoor' }).click();
  await expect(page).toHaveURL(/\/clients\/1\/campaigns$/);
  await page.keyboard.press('Control+Alt+P');
  const dialog = await opened(page.getByRole('dialog', { name: 'Switch client' }));
  await dialog.getByLabel('Search clients').fill('glob');
  await dialog.getByText('Globex Retail').click();
  await expect(page).toHaveURL(/\/clients\/2\/campaigns$/);
  await expect(page.getByRole('button', { name: /Globex Retail/ })).toBeVisible();
  // At a laptop's width the header names the client once: on the switcher.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('banner').getByText('Globex Retail')).toHaveCount(1);

  // Enter takes the only client the search leaves, typed straight away.
  await page.keyboard.press('Control+Alt+P');
  const again = await opened(page.getByRole('dialog', { name: 'Switch client' }));
  await again.getByLabel('Search clients').fill('northw');
  await again.getByLabel('Search clients').press('Enter');
  await expect(page).toHaveURL(/\/clients\/3\/campaigns$/);
  await expect(page.getByRole('banner').getByText('Northwind Fitness')).toHaveCount(1);
});

test("a client that is not an integer, or not one of the user's, is not found", async ({ page }) => {
  await resumeSession(page, 'admin@acme.test');
  await page.goto('/clients/2/campaigns');
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  await page.goto('/clients/1x/campaigns');
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
});

test('the profile menu by role', async ({ browser }) => {
  const menus: [string, string[]][] = [
    ['admin@beacon.test', ['Your profile', 'User management', 'Administration', 'Demo Mode', 'Sign out']],
    ['partner@beacon.test', ['Your profile', 'User management', 'Demo Mode', 'Sign out']],
    ['admin@acme.test', ['Your profile', 'User management', 'Sign out']],
    ['reports@acme.test', ['Your profile', 'Sign out']],
  ];
  for (const [email, items] of menus) {
    const page = await (await browser.newContext()).newPage();
    await resumeSession(page, email);
    const menu = await openProfileMenu(page);
    await expect(menu.getByRole('menuitem'), email).toHaveText(items.map((item) => new RegExp(item)));
    await page.context().close();
  }
});

test('a session ended elsewhere shows the expired banner, and closing it signs out', async ({ page, browser }) => {
  // An account of its own and three sign-ins through the login page: at load 36 on the 2 cores they took 104 s.
  test.setTimeout(240_000);
  // Signing out ends every session of the account, so the account is this test's own.
  await page.goto('/auth/login');
  const staff = await privateAccount(page, { role: 'BeaconStandard' });
  await signIn(page, staff.email, staff.password);
  // The same user signs out everywhere from another browser: this one's tokens are revoked.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, staff.email, staff.password);
  await signOut(other);
  await page.getByRole('link', { name: 'Acme Outdoor' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Session has expired. Please sign in again.' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the profile shows and edits the user's own details", async ({ page }) => {
  // A reporting-only user of this test's own: the new name is a change no other test should meet.
  await page.goto('/auth/login');
  const user = await privateAccount(page, { role: 'REPORTING_ONLY', clientId: 1, advertiserIds: [1] });
  await signIn(page, user.email, user.password);
  await (await openProfileMenu(page)).getByRole('menuitem', { name: 'Your profile' }).click();
  await expect(page).toHaveTitle('Beacon - Profile');
  await expect(page.getByRole('main').getByText(user.email, { exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Rowan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Rowan');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText('Rowan');
});

test("a signed-in visit draws the page's heading before the app's code arrives, where the page keeps it", async ({
  page,
}) => {
  await resumeSession(page, 'admin@acme.test');
  const heading = page.getByRole('heading', { name: 'Campaigns', level: 2 });
  // Where the page keeps it: measured once the page has its rows (the app has replaced the first script's frame).
  await expect(page.getByRole('table').first().locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expect(heading).toBeVisible();
  const drawn = await heading.boundingBox();
  expect(drawn).not.toBeNull();
  // The app's code held back: the first script alone draws the frame and the heading.
  await page.route('**/main.js', (route) => route.abort());
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByText('Budgets, delivery and flight dates of every campaign')).toBeVisible();
  expect(await heading.boundingBox()).toEqual(drawn);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // With its code, the app takes over in place (measured, as before, once the page has its rows).
  await page.unroute('**/main.js');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('table').first().locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expect(heading).toBeVisible();
  expect(await heading.boundingBox()).toEqual(drawn);
});
