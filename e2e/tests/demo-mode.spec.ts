import { expect, test, type Page } from '@playwright/test';
import { signIn, storedIdToken } from '../support/session';

interface Outline {
  routes: { path: string; scope: 'client' | 'root' }[];
}

/** The real values that must never show: names, emails, phones, websites, from the API without demo mode. */
async function realValues(page: Page): Promise<string[]> {
  const headers = { authorization: `Bearer ${await storedIdToken(page)}` };
  const get = async (path: string) =>
    ((await (await page.request.get(`/api${path}`, { headers })).json()) as { data: unknown }).data;
  const values = new Set<string>();
  const take = (rows: unknown, keys: string[]) => {
    for (const row of (Array.isArray(rows) ? rows : [rows]) as Record<string, unknown>[]) {
      for (const key of keys)
        if (typeof row[key] === 'string' && (row[key] as string).length > 3) values.add(row[key] as string);
    }
  };
  take(await get('/clients?pageSize=100'), ['name']);
  take(await get('/users/me'), ['firstName', 'lastName', 'email']);
  take(await get('/clients/1/advertisers?pageSize=100'), ['name', 'website']);
  take(await get('/clients/1/campaigns?pageSize=100&filter=all'), ['name', 'advertiserName']);
  take(await get('/clients/1/team'), ['name', 'email', 'phone']);
  take(await get('/clients/1/users?pageSize=100'), ['firstName', 'lastName', 'email']);
  return [...values];
}

function samplePath(route: { path: string; scope: string }, ids: Record<string, string>): string {
  const filled = route.path
    .replace(/\/:[A-Za-z]+\?/g, '')
    .replace(/:([A-Za-z]+)/g, (_, name: string) => ids[name] ?? '1');
  return route.scope === 'client' ? `/clients/1/${filled}` : `/${filled}`;
}

test('demo mode: every route of every area shows and receives nothing real', async ({ page, context }) => {
  // About forty pages, each waited on until its network is idle: one to three minutes on two busy cores.
  test.setTimeout(600_000);
  await signIn(page, 'admin@beacon.test');
  const real = await realValues(page);
  expect(real.length).toBeGreaterThan(50);
  const headers = { authorization: `Bearer ${await storedIdToken(page)}` };
  const campaign = (
    (await (await page.request.get('/api/clients/1/campaigns?pageSize=1', { headers })).json()) as {
      data: { id: number; advertiserId: number }[];
    }
  ).data[0]!;
  const ids = { campaignId: String(campaign.id), advertiserId: String(campaign.advertiserId) };

  // Demo Mode from the profile menu: the page reloads with the banner, and the controller opens in a new tab.
  const controllerOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page
    .getByRole('menuitem', { name: /Demo Mode/ })
    .getByText('Demo Mode')
    .click();
  const controller = await controllerOpened;
  await expect(page.getByText('You are browsing in demo mode. Data has been anonymized.')).toBeVisible();
  await expect(page.getByText('DEMO', { exact: true })).toBeVisible();

  const received: string[] = [];
  page.on('response', async (response) => {
    // The one answer left unscrubbed on purpose: the user's own notification credentials, whose email the
    // notification service's hash signs (server/src/demo/demo-scrub.ts, DEMO_EXEMPT_PATHS).
    if (response.url().includes('/api/users/me/notification-connection')) return;
    if (response.url().includes('/api/') && response.headers()['content-type']?.includes('json'))
      received.push(await response.text().catch(() => ''));
  });

  const { remotes } = (await (await page.request.get('/remotes.json')).json()) as { remotes: { outline: Outline }[] };
  const addresses = [
    '/client-select',
    '/profile',
    ...remotes.flatMap((remote) => remote.outline.routes.map((route) => samplePath(route, ids))),
  ];
  for (const address of addresses) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    for (const value of real) expect(text, `${address} shows "${value}"`).not.toContain(value);
  }
  expect(received.length).toBeGreaterThan(5);
  for (const body of received) {
    for (const value of real) expect(body, `an API answer holds "${value}"`).not.toContain(value);
  }

  // The controller, in its own tab, lists clients and sends a campaign link back to this window.
  await controller.getByRole('button', { name: 'View Advertisers and Campaigns' }).first().click();
  await controller.getByRole('button', { name: 'Campaign', exact: true }).first().click();
  await expect(page).toHaveURL(/\/clients\/\d+\/campaigns\/\d+\/overview$/);
  const controllerText = await controller.locator('body').innerText();
  for (const value of real) expect(controllerText).not.toContain(value);
});
