import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { root } from '../support/product';
import { signIn } from '../support/session';
import { LAPTOP, SIZES, originOf } from './shot';

// Every area's main pages at a laptop's 1366 px and a phone's 390 px, in both brands: Beacon's as a client admin of
// Acme Outdoor sees them, Northwind's as agency staff see Northwind Fitness on its host name. One file per brand and
// width in docs/screenshots/routes/<brand>-<page>-<width>.png; docs/screenshots.md lists them.
const BRANDS = [
  { brand: 'beacon', email: 'admin@acme.test', clientId: 1 },
  { brand: 'northwind', email: 'admin@beacon.test', clientId: 3 },
] as const;
const WIDTHS = { laptop: LAPTOP, phone: SIZES.phone } as const;
type Width = keyof typeof WIDTHS;
/**
 * `BEACON_SHOT_PAGES=campaign-documents,dashboards pnpm screenshots routes` takes only those pages again (their
 * names in the files), after a change to a few screens; unset, every page.
 */
const ONLY = process.env.BEACON_SHOT_PAGES?.split(',').map((name) => name.trim());
/** A page is shot whole down to this height at most (a long report would make a file of megabytes). */
const MAX_HEIGHT = 2400;

/** Waits until the page has nothing more to load: no request in flight, nothing busy, its heading shown. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/** The first link on a page whose address matches, once the page has loaded. */
async function linkOn(page: Page, path: string, pattern: RegExp): Promise<string | null> {
  await page.goto(new URL(path, page.url()).href);
  await settled(page);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** Pages shot whole at a laptop's width too (their charts sit below the first screen). */
const WHOLE = new Set(['campaign-report', 'dashboards', 'analytics-dashboard']);

/** The page as it is: a laptop's first screen (some whole), a phone's page from the top; at most MAX_HEIGHT. */
async function take(page: Page, file: string, width: Width): Promise<void> {
  await page.mouse.move(0, 0);
  // Charts draw on their canvas after their data arrives; fades finish.
  await page.waitForTimeout(1000);
  const path = join(root, 'docs', 'screenshots', 'routes', `${file}-${width}.png`);
  if (width === 'laptop' && !WHOLE.has(file.replace(/^[a-z]+-/, ''))) {
    await page.screenshot({ path });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: 0, width: WIDTHS[width].width, height: Math.min(height, MAX_HEIGHT) },
  });
}

/** Every page to shoot for one client: its name in the file and its address. */
async function pagesOf(page: Page, clientId: number): Promise<{ name: string; path: string }[]> {
  const client = `/clients/${clientId}`;
  const campaign = await linkOn(page, `${client}/campaigns`, new RegExp(`^${client}/campaigns/\\d+`));
  expect(campaign, 'a live campaign to open').toBeTruthy();
  const campaignPath = campaign!.replace(/(campaigns\/\d+).*/, '$1');
  const advertiser = (await linkOn(page, `${client}/advertisers`, /\/advertisers\/\d+/))?.match(
    /advertisers\/(\d+)/,
  )?.[1];
  expect(advertiser, 'an advertiser to open').toBeTruthy();
  const insights = await linkOn(
    page,
    `${client}/audiences/${advertiser}/segment-analysis`,
    /segment-analysis\/\d+\/web-insights/,
  );
  const audience = insights?.match(/segment-analysis\/(\d+)/)?.[1];
  const suite = `${client}/reporting-suite/${advertiser}`;
  // An analytics dashboard: listed on the suite's dashboards when native dashboards are shown, else on data connections.
  const dashboard =
    (await linkOn(page, `${suite}/dashboards`, /\/dashboards\/dap\//)) ??
    (await linkOn(page, `${suite}/data-connections`, /\/dashboards\/dap\//));
  const report = await linkOn(page, `${client}/reporting-suite/all/campaign-reporting`, /\/campaign-reporting\/\d+/);
  const category = await linkOn(page, `${client}/services/all`, /\/services\/(?!all)[^/]+$/);
  return [
    { name: 'campaigns', path: `${client}/campaigns` },
    { name: 'campaign-overview', path: `${campaignPath}/overview` },
    { name: 'campaign-proven-process', path: `${campaignPath}/proven-process` },
    { name: 'campaign-documents', path: `${campaignPath}/documents` },
    { name: 'advertisers', path: `${client}/advertisers` },
    { name: 'advertiser-overview', path: `${client}/advertisers/${advertiser}/overview` },
    { name: 'audiences', path: `${client}/audiences?advertiser=${advertiser}` },
    ...(audience
      ? [
          { name: 'audience-history', path: `${client}/audiences?advertiser=${advertiser}&audience=${audience}` },
          { name: 'audience-web-insights', path: insights! },
          { name: 'audience-composition', path: insights!.replace(/web-insights$/, 'audience-composition') },
        ]
      : []),
    { name: 'audience-taxonomy', path: `${client}/audiences/${advertiser}/taxonomy` },
    { name: 'segment-analysis', path: `${client}/audiences/${advertiser}/segment-analysis` },
    { name: 'dashboards', path: `${client}/reporting-suite/all/dashboards` },
    { name: 'custom-report', path: `${client}/reporting-suite/all/dashboards/custom-report` },
    { name: 'campaign-reporting', path: `${client}/reporting-suite/all/campaign-reporting` },
    ...(report ? [{ name: 'campaign-report', path: report }] : []),
    { name: 'alerts', path: `${client}/reporting-suite/all/alerts` },
    { name: 'analytics-dashboards', path: `${suite}/dashboards` },
    ...(dashboard ? [{ name: 'analytics-dashboard', path: dashboard }] : []),
    { name: 'report-builder', path: `${suite}/builder` },
    { name: 'report-schedules', path: `${suite}/builder/schedules` },
    { name: 'data-connections', path: `${suite}/data-connections` },
    { name: 'assistant', path: `${suite}/assistant` },
    { name: 'billing', path: `${client}/billing` },
    { name: 'services', path: `${client}/services/all` },
    ...(category ? [{ name: 'services-category', path: category }] : []),
    { name: 'user-management', path: `${client}/user-management` },
    { name: 'profile', path: '/profile' },
    { name: 'inbox', path: '/notifications' },
  ];
}

for (const { brand, email, clientId } of BRANDS) {
  for (const width of Object.keys(WIDTHS) as Width[]) {
    test(`${brand}: every area's main pages, ${width}`, async ({ page, baseURL }) => {
      test.setTimeout(900_000);
      await page.setViewportSize(WIDTHS[width]);
      const origin = originOf(baseURL!, brand);
      await signIn(page, email, undefined, `${origin}/auth/login`);
      const pages = (await pagesOf(page, clientId)).filter(({ name }) => !ONLY || ONLY.includes(name));
      for (const { name, path } of pages) {
        await page.goto(`${origin}${path}`);
        await settled(page);
        if (name === 'audience-history') {
          // The chosen audience's count history, under the list: the card alone.
          const history = page.getByRole('region', { name: 'Count history' });
          await expect(history.locator('canvas').first()).toBeVisible();
          await page.waitForTimeout(1000);
          await history.screenshot({
            path: join(root, 'docs', 'screenshots', 'routes', `${brand}-${name}-${width}.png`),
          });
          continue;
        }
        await take(page, `${brand}-${name}`, width);
      }
    });
  }
}
