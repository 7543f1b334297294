import { expect, test } from '../support/test';
import { opened } from '../support/motion';
import { expectEveryRouteClean, expectNone, settled, violations, visitorFor, WIDTHS } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) for agency staff: the client picker, the administration pages, a client's user
// management, and the client switcher dialog, at a laptop's and a phone's width; and the switch made with the
// keyboard alone (issue 25).

const agency = visitorFor('admin@beacon.test');

const ROUTES = [
  { path: '/client-select' },
  { path: '/admin/user-management', tabs: true },
  { path: '/admin/cc-dash-check', tabs: true },
  { path: '/demo-mode-controller' },
  { path: '/clients/2/user-management' },
  { path: '/clients/2/campaigns' },
  { path: '/profile' },
];

test('every agency page passes WCAG 2.2 AA at 1366 and 320 px', async () => {
  test.setTimeout(300_000);
  await expectEveryRouteClean(agency().page, ROUTES);
});

test('switching client with the keyboard alone: the shortcut, the search, Enter on the only match', async () => {
  const { page } = agency();
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto('/clients/1/campaigns');
  await settled(page);
  await page.keyboard.press('Control+Alt+P');
  const dialog = await opened(page.getByRole('dialog', { name: 'Switch client' }));
  const search = dialog.getByRole('searchbox', { name: 'Search clients' });
  await expect(search).toBeFocused();
  await search.pressSequentially('Globex');
  await expect(dialog.getByRole('link')).toHaveCount(1);
  expectNone(await violations(page, 'client switcher open'));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/clients\/2\//);
});
