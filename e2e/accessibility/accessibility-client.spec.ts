import { openProfileMenu } from '../support/session';
import { expect, test } from '../support/test';
import { campaignAreaRoutes } from './acme-routes';
import { expectEveryRouteClean, expectNone, settled, violations, visitorFor, WIDTHS } from './accessibility-scan';

// WCAG 2.2 AA (axe-core) on every route of the campaigns' areas a client admin of Acme Outdoor reaches (the rest in
// accessibility-suite.spec.ts), in the Beacon brand, at a laptop's and a phone's width, with the menus and the
// phone's drawer open. Fails on any serious or critical violation, listing them all.

const admin = visitorFor('admin@acme.test');

test('every route of the campaigns, advertisers and audiences passes WCAG 2.2 AA at 1366 and 320 px', async () => {
  test.setTimeout(600_000);
  await expectEveryRouteClean(admin().page, await campaignAreaRoutes(admin().page));
});

test('the profile menu, the phone drawer and the skip link pass too', async () => {
  const { page } = admin();
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto('/clients/1/campaigns');
  await settled(page);
  const found: string[] = [];

  // The first Tab stop is the skip link; it takes the keyboard to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await openProfileMenu(page);
  found.push(...(await violations(page, 'profile menu open')));
  await page.keyboard.press('Escape');

  await page.setViewportSize(WIDTHS.phone);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  found.push(...(await violations(page, 'navigation drawer open (phone)')));
  await page.keyboard.press('Escape');
  expectNone(found);
});
