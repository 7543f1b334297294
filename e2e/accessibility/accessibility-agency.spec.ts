import { expect, test } from '../support/test';
import {
  expectNone,
  scanRoute,
  settled,
  signedIn,
  violations,
  WIDTHS,
  type Visitor,
  type Width,
} from './accessibility-scan';

// WCAG 2.2 AA (axe-core) for agency staff: the client picker, the administration pages, a client's user
// management, and the client switcher dialog, at a laptop's and a phone's width; and the switch made with the
// keyboard alone (issue 25).

let agency: Visitor;

test.beforeAll(async ({ browser, baseURL }) => {
  agency = await signedIn(browser, baseURL!, 'admin@beacon.test');
});

test.afterAll(async () => {
  await agency.context.close();
});

const ROUTES = [
  { path: '/client-select' },
  { path: '/admin/user-management', tabs: true },
  { path: '/admin/cc-dash-check', tabs: true },
  { path: '/demo-mode-controller' },
  { path: '/clients/2/user-management' },
  { path: '/clients/2/campaigns' },
  { path: '/profile' },
];

for (const width of Object.keys(WIDTHS) as Width[]) {
  test(`every agency page passes WCAG 2.2 AA, ${width}`, async () => {
    test.setTimeout(300_000);
    const { page } = agency;
    await page.setViewportSize(WIDTHS[width]);
    const found: string[] = [];
    for (const route of ROUTES) found.push(...(await scanRoute(page, route.path, { tabs: route.tabs })));
    expectNone(found);
  });
}

test('switching client with the keyboard alone: the shortcut, the search, Enter on the only match', async () => {
  const { page } = agency;
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto('/clients/1/campaigns');
  await settled(page);
  await page.keyboard.press('Control+Alt+P');
  const dialog = page.getByRole('dialog', { name: 'Switch client' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Search clients' });
  await expect(search).toBeFocused();
  await search.pressSequentially('Globex');
  await expect(dialog.getByRole('link')).toHaveCount(1);
  expectNone(await violations(page, 'client switcher open'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/clients\/2\//);
});
