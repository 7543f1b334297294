import { openProfileMenu } from '../support/session';
import { expect, test } from '../support/test';
import {
  expectEveryRouteClean,
  expectNone,
  firstLink,
  settled,
  violations,
  visitorFor,
  WIDTHS,
  type Route,
} from './accessibility-scan';

// WCAG 2.2 AA (axe-core) on every route of every area a client admin of Acme Outdoor reaches, in the Beacon
// brand, at a laptop's and a phone's width, with the menus and the phone's drawer open (issue 25). Fails on any
// serious or critical violation, listing them all.

const admin = visitorFor('admin@acme.test');

/** Every route of every area, with the ids of Acme's first campaign, advertiser, audience and dashboard. */
async function acmeRoutes(): Promise<Route[]> {
  const { page } = admin();
  const client = '/clients/1';
  await page.goto(`${client}/campaigns?filter=all`);
  await settled(page);
  const campaign = await firstLink(page, /\/clients\/1\/campaigns\/\d+/);
  await page.goto(`${client}/advertisers`);
  await settled(page);
  const advertiser = (await firstLink(page, /\/clients\/1\/advertisers\/\d+/))?.match(/advertisers\/(\d+)/)?.[1];
  expect(campaign, 'a campaign to open').toBeTruthy();
  expect(advertiser, 'an advertiser to open').toBeTruthy();
  const suite = `${client}/reporting-suite/${advertiser}`;
  await page.goto(`${client}/audiences/${advertiser}/segment-analysis`);
  await settled(page);
  const audience = await firstLink(page, /segment-analysis\/\d+\/web-insights/);
  await page.goto(`${suite}/dashboards`);
  await settled(page);
  const dashboard = await firstLink(page, /\/dashboards\/dap\//);
  await page.goto(`${client}/reporting-suite/all/campaign-reporting`);
  await settled(page);
  const report = await firstLink(page, /\/campaign-reporting\/\d+/);
  await page.goto(`${client}/services/all`);
  await settled(page);
  const category = await firstLink(page, /\/services\/(?!all)[^/]+$/);
  return [
    { path: `${client}/campaigns` },
    { path: `${client}/campaigns?filter=all` },
    { path: `${client}/campaigns?filter=proposals` },
    { path: campaign!, tabs: true },
    { path: `${client}/advertisers` },
    { path: `${client}/advertisers/${advertiser}/overview`, tabs: true },
    { path: `${client}/audiences` },
    { path: `${client}/audiences/${advertiser}/taxonomy` },
    { path: `${client}/audiences/${advertiser}/segment-analysis` },
    ...(audience ? [{ path: audience }, { path: audience.replace(/web-insights$/, 'audience-composition') }] : []),
    { path: `${client}/reporting-suite/all/dashboards` },
    { path: `${client}/reporting-suite/all/dashboards/custom-report` },
    { path: `${client}/reporting-suite/all/campaign-reporting` },
    ...(report ? [{ path: report, tabs: true }] : []),
    { path: `${suite}/dashboards` },
    ...(dashboard ? [{ path: dashboard }] : []),
    { path: `${suite}/builder` },
    { path: `${suite}/builder/schedules` },
    { path: `${suite}/data-connections` },
    { path: `${suite}/assistant` },
    { path: `${client}/billing` },
    { path: `${client}/services/all` },
    ...(category ? [{ path: category }] : []),
    { path: `${client}/user-management` },
    { path: '/profile' },
    { path: '/notifications' },
  ];
}

test('every route a client admin reaches passes WCAG 2.2 AA at 1366 and 390 px', async () => {
  test.setTimeout(600_000);
  await expectEveryRouteClean(admin().page, await acmeRoutes());
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
