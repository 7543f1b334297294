import { resumeSession } from '../support/session';
import { bearer } from '../support/hub';
import { expect, test, type Page } from '../support/test';

const AREAS = ['Campaigns', 'Reporting Suite', 'Analytics and assistant', 'Billing and services', 'Administration'];

async function runtimeProbe(page: Page) {
  return page.evaluate(() => {
    const runtime = (
      window as unknown as { __BEACON_RUNTIME__: { sharedInstances: string[]; reactByArea: Record<string, unknown> } }
    ).__BEACON_RUNTIME__;
    return {
      sharedInstances: [...runtime.sharedInstances].sort(),
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
  await resumeSession(page, 'admin@beacon.test');
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
  // A script keeps nosniff, and leaves out what only a document reads.
  const script = await page.request.get('/main.js');
  expect(script.headers()['x-content-type-options']).toBe('nosniff');
  expect(script.headers()['content-security-policy']).toBeUndefined();
});

test("another area's code is fetched when a link to it is pointed at, not before; its release is asked after at once", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const billingManifest = page.waitForRequest(/\/remotes\/billing\/[^/]+\/mf-manifest\.json$/);
  await page.goto('/clients/1/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  // When the browser is idle, the host asks each other area's release whether it answers: its manifest, no code.
  await billingManifest;
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith('/remotes/billing/') && path.endsWith('.js'))).toEqual([]);

  const billingEntry = page.waitForRequest(/\/remotes\/billing\/[^/]+\/remoteEntry\.js$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Billing/ })
    .hover();
  await billingEntry;
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

/** The entries of @beacon/shared that hold state (stores, the HTTP client, contexts): each counts its evaluations. */
const STATEFUL_ENTRIES = ['analytics-api', 'api', 'notifications', 'session', 'ui'];

test('exactly one React and one of each @beacon/shared entry run across the host and every remote', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('row', { name: /Running$/ })).toHaveCount(5);
  const probe = await runtimeProbe(page);
  expect(probe.areas).toEqual(['admin', 'analytics', 'billing', 'campaigns', 'host', 'reporting']);
  expect(probe.distinctReacts).toBe(1);
  expect(probe.sharedInstances).toEqual(STATEFUL_ENTRIES);
});

/** Moves inside the app as its links do (no page load), and waits for the page's title. */
async function openInApp(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveTitle(`Beacon - ${title}`);
  await expect(page.getByText(/is unavailable/)).toHaveCount(0);
}

test('one antd, one query cache, one router and one store library serve the host and every remote it opened', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('row', { name: /Running$/ })).toHaveCount(5);
  const advertisers = (await (
    await page.request.get('/api/clients/1/advertisers', {
      headers: await bearer(page),
    })
  ).json()) as { data: { id: number }[] };
  await openInApp(page, '/clients/1/campaigns', 'Campaigns');
  await openInApp(page, '/clients/1/reporting-suite/all/dashboards', 'Dashboards');
  await openInApp(page, `/clients/1/reporting-suite/${advertisers.data[0]!.id}/data-connections`, 'Data connections');
  await openInApp(page, '/clients/1/billing', 'Billing');
  await openInApp(page, '/admin/user-management', 'Administration');
  // The federation runtime's share scope: each singleton has one version, provided by the host, and every area
  // that used it took the host's (a remote that loaded its own copy would be listed as providing one).
  const scope = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; useIn: string[] }>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const packages: Record<string, { versions: number; from: string[]; usedBy: string[] }> = {};
    for (const scopes of Object.values(share)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        const entry = (packages[name] ??= { versions: 0, from: [], usedBy: [] });
        for (const provided of Object.values(versions)) {
          entry.versions += 1;
          entry.from.push(provided.from);
          entry.usedBy.push(...provided.useIn);
        }
      }
    }
    return packages;
  });
  const hostProvides = [
    'react',
    'react-dom',
    'antd',
    '@tanstack/react-query',
    'react-router',
    'zustand',
    ...STATEFUL_ENTRIES.map((entry) => `@beacon/shared/${entry}`),
  ];
  for (const name of hostProvides) {
    expect(scope[name]?.versions, `${name}: one version`).toBe(1);
    expect(scope[name]?.from, `${name}: the host's`).toEqual(['host']);
  }
  // An entry the host does not import (the formatters, downloads) is provided by the first area that needs it, once.
  const sharedEntries = Object.keys(scope).filter((name) => name.startsWith('@beacon/shared/'));
  expect(sharedEntries.length).toBeGreaterThan(STATEFUL_ENTRIES.length);
  for (const name of sharedEntries) expect(scope[name]?.versions, `${name}: one version`).toBe(1);
  for (const remote of ['campaigns', 'reporting', 'analytics', 'billing', 'admin']) {
    expect(scope['antd']?.usedBy, `${remote} renders with the host's antd`).toContain(remote);
    // Each remote took the entries of @beacon/shared it loaded from the share scope (the host's, for the stateful
    // ones), not from a copy of its own.
    const taken = sharedEntries.filter((name) => scope[name]?.usedBy.includes(remote));
    expect(taken, `${remote} takes @beacon/shared from the share scope`).toContain('@beacon/shared/ui');
  }
  // The query cache is the host's QueryClient: one @tanstack/react-query, one @beacon/shared/api whose hooks read it.
  expect(new Set(scope['@tanstack/react-query']?.usedBy)).toContain('host');
  const probe = await runtimeProbe(page);
  expect(probe.distinctReacts).toBe(1);
  expect(probe.sharedInstances).toEqual(STATEFUL_ENTRIES);
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
