import { test } from '../support/test';
import { expectNone, scanRoute, settled, signedIn, WIDTHS, type Visitor, type Width } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) for the limited roles, each in its own brand: every entry of their drawer, and their
// profile, at a laptop's and a phone's width; and the sign-in screens of both brands (issue 25).

const PEOPLE = [
  { who: 'a reporting-only user of Acme (Beacon brand)', email: 'reports@acme.test', host: 'localhost' },
  { who: 'a Northwind franchisee (Northwind brand)', email: 'franchise@northwind.test', host: 'northwind.localhost' },
];

/** Every address the drawer offers this person, from the drawer itself. */
async function drawerPaths(visitor: Visitor): Promise<string[]> {
  const { page } = visitor;
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
    let visitor: Visitor;
    let paths: string[] = [];

    test.beforeAll(async ({ browser, baseURL }) => {
      visitor = await signedIn(browser, baseURL!.replace('localhost', person.host), person.email);
      paths = [...(await drawerPaths(visitor)), '/profile', '/notifications'];
    });

    test.afterAll(async () => {
      await visitor.context.close();
    });

    for (const width of Object.keys(WIDTHS) as Width[]) {
      test(`every drawer entry passes WCAG 2.2 AA, ${width}`, async () => {
        test.setTimeout(300_000);
        await visitor.page.setViewportSize(WIDTHS[width]);
        const found: string[] = [];
        for (const path of paths) found.push(...(await scanRoute(visitor.page, path)));
        expectNone(found);
      });
    }
  });
}

for (const host of ['localhost', 'northwind.localhost']) {
  for (const width of Object.keys(WIDTHS) as Width[]) {
    test(`the sign-in screens on ${host} pass WCAG 2.2 AA, ${width}`, async ({ page, baseURL }) => {
      await page.setViewportSize(WIDTHS[width]);
      const origin = baseURL!.replace('localhost', host);
      const found: string[] = [];
      for (const path of ['/auth/login', '/auth/forgot-password'])
        found.push(...(await scanRoute(page, `${origin}${path}`)));
      expectNone(found);
    });
  }
}
