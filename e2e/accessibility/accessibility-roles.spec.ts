import { test } from '../support/test';
import { expectEveryRouteClean, settled, visitorFor, WIDTHS, type Visitor } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) for the limited roles, each in its own brand: every entry of their drawer, and their
// profile, at a laptop's and a phone's width; and the sign-in screens of both brands.

const PEOPLE = [
  { who: 'a reporting-only user of Acme (Beacon brand)', email: 'reports@acme.test', host: 'localhost' },
  { who: 'a Northwind franchisee (Northwind brand)', email: 'franchise@northwind.test', host: 'northwind.localhost' },
];

/** Every address the drawer offers this person, from the drawer itself. */
async function drawerPaths({ page }: Visitor): Promise<string[]> {
  await page.setViewportSize(WIDTHS.desktop);
  await settled(page);
  const hrefs = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

for (const person of PEOPLE) {
  test.describe(person.who, () => {
    const visitor = visitorFor(person.email, person.host);

    test('every drawer entry, the profile and the inbox pass WCAG 2.2 AA at 1366 and 320 px', async () => {
      test.setTimeout(300_000);
      const paths = [...(await drawerPaths(visitor())), '/profile', '/notifications'];
      await expectEveryRouteClean(
        visitor().page,
        paths.map((path) => ({ path })),
      );
    });
  });
}

for (const host of ['localhost', 'northwind.localhost']) {
  test(`the sign-in screens on ${host} pass WCAG 2.2 AA at 1366 and 320 px`, async ({ page, baseURL }) => {
    const origin = baseURL!.replace('localhost', host);
    await expectEveryRouteClean(
      page,
      ['/auth/login', '/auth/forgot-password'].map((path) => ({ path: `${origin}${path}` })),
    );
  });
}
