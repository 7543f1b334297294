import { signIn } from '../support/session';
import { expect, test, type Page } from '@playwright/test';

const AREAS = ['Campaigns', 'Reporting Suite', 'Analytics and assistant', 'Billing and services', 'Administration'];

async function runtimeProbe(page: Page) {
  return page.evaluate(() => {
    const runtime = (
      window as unknown as { __BEACON_RUNTIME__: { sharedInstances: string[]; reactByArea: Record<string, unknown> } }
    ).__BEACON_RUNTIME__;
    return {
      sharedInstances: runtime.sharedInstances.length,
      areas: Object.keys(runtime.reactByArea).sort(),
      distinctReacts: new Set(Object.values(runtime.reactByArea)).size,
    };
  });
}

// Every page of this file runs under the server's Content-Security-Policy: a blocked script, style, connection or
// frame is a failure (Chromium reports each violation on the console).
let violations: string[] = [];
test.beforeEach(async ({ page }) => {
  violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|apply|connect|execute|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  await signIn(page, 'admin@beacon.test');
});
test.afterEach(() => {
  expect(violations, 'no Content-Security-Policy violations').toEqual([]);
});

test('every response carries the Content-Security-Policy the app runs under', async ({ page }) => {
  const response = await page.request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the host loads all five remotes from the registry', async ({ page }) => {
  await page.goto('/profile');
  for (const title of AREAS) {
    await expect(page.getByRole('row', { name: new RegExp(`^${title} .* Running$`) })).toBeVisible();
  }
});

test('every drawer entry opens its page, each from its own remote', async ({ page }) => {
  await page.goto('/clients/1/campaigns');
  const drawer = page.getByRole('navigation', { name: 'Main' });
  for (const [entry, title] of [
    ['Services', 'All services'],
    ['Advertisers', 'Advertisers'],
    ['Campaigns', 'Campaigns'],
    ['Audiences', 'Audiences'],
    ['Reporting Suite', 'Dashboards'],
    ['Billing', 'Billing'],
  ] as const) {
    await drawer.getByRole('link', { name: new RegExp(entry) }).click();
    await expect(page).toHaveTitle(`Beacon - ${title}`);
    await expect(page.getByText(/is unavailable/)).toHaveCount(0);
  }
});

test('exactly one React and one @beacon/shared run across the host and every remote', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('row', { name: /Running$/ })).toHaveCount(5);
  const probe = await runtimeProbe(page);
  expect(probe.areas).toEqual(['admin', 'analytics', 'billing', 'campaigns', 'host', 'reporting']);
  expect(probe.distinctReacts).toBe(1);
  expect(probe.sharedInstances).toBe(1);
});

test('unknown addresses and non-integer client ids show the not-found page', async ({ page }) => {
  await page.goto('/nowhere/at/all');
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  await page.goto('/clients/acme/billing');
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  // A page opened directly has no history in the app: Go Back goes to /, which lands this user on the picker.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/client-select$/);
});
