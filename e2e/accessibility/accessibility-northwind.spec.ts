import { privateAccount } from '../support/accounts';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { linkOn } from './acme-routes';
import { expectEveryRouteClean } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) in the second brand: Northwind Fitness's own colours on its own host, for a client admin of
// Northwind (an account of the test's own: the seed has none), on the main page of each kind (a list, a campaign, a
// report with its charts, billing, the services, user management) at a laptop's and a phone's width. The
// franchisee's pages in this brand are in accessibility-roles.spec.ts; every route is scanned in the Beacon brand.

const NORTHWIND = '/clients/3';

test('a Northwind client admin: the main pages pass WCAG 2.2 AA in the Northwind brand at 1366 and 320 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await privateAccount(page, { role: 'Admin', clientId: 3 });
  const context = await browser.newContext({ baseURL: baseURL!.replace('localhost', 'northwind.localhost') });
  try {
    const northwind = await context.newPage();
    await signIn(northwind, admin.email, admin.password);
    // The brand the host name chose: its name on the navigation.
    await expect(northwind.getByRole('link', { name: 'Northwind Fitness home' })).toBeVisible();
    const campaign = await linkOn(northwind, `${NORTHWIND}/campaigns?filter=all`, /\/clients\/3\/campaigns\/\d+/);
    const report = await linkOn(
      northwind,
      `${NORTHWIND}/reporting-suite/all/campaign-reporting`,
      /\/campaign-reporting\/\d+/,
    );
    await expectEveryRouteClean(northwind, [
      { path: `${NORTHWIND}/campaigns` },
      { path: campaign },
      { path: `${NORTHWIND}/advertisers` },
      { path: `${NORTHWIND}/reporting-suite/all/dashboards` },
      { path: report },
      { path: `${NORTHWIND}/billing` },
      { path: `${NORTHWIND}/services/all` },
      { path: `${NORTHWIND}/user-management` },
    ]);
  } finally {
    await context.close();
  }
});
