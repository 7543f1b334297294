import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { SIZES, originOf, shot, type Size } from './shot';

// The pages whose tab bars wrap onto a second line instead of hiding tabs behind a "more" button: the
// services categories, a campaign's tabs and a campaign report's tabs, in each brand (Northwind's on its own host
// name, seen by agency staff).
const BRANDS = [
  { brand: 'beacon', email: 'admin@acme.test', client: 1 },
  { brand: 'northwind', email: 'admin@beacon.test', client: 3 },
] as const;

/** The first link on the page whose address matches, once the page has listed it. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const find = async () => {
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.find((h) => pattern.test(h)) ?? '';
  };
  await expect.poll(find, { message: `a link like ${pattern}` }).not.toBe('');
  return find();
}

for (const { brand, email, client } of BRANDS) {
  for (const size of Object.keys(SIZES) as Size[]) {
    test(`${brand}: services, a campaign and a report, their tabs, ${size}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(SIZES[size]);
      const origin = originOf(baseURL!, brand);
      await signIn(page, email, undefined, `${origin}/auth/login`);
      const tabs = page.getByRole('tablist').first();

      await page.goto(`${origin}/clients/${client}/services/all`);
      await expect(tabs.getByRole('tab', { name: 'All services' })).toBeVisible();
      await shot(page, `${brand}-services`, size, false);

      await page.goto(`${origin}/clients/${client}/campaigns?filter=all`);
      await page.goto(`${origin}${await firstLink(page, new RegExp(`/clients/${client}/campaigns/\\d+`))}`);
      await expect(tabs.getByRole('tab').first()).toBeVisible();
      await shot(page, `${brand}-campaign-tabs`, size, false);

      await page.goto(`${origin}/clients/${client}/reporting-suite/all/campaign-reporting`);
      await page.goto(`${origin}${await firstLink(page, /\/campaign-reporting\/\d+/)}`);
      await expect(page.getByRole('region', { name: 'Impressions' })).toContainText(/\d/);
      await shot(page, `${brand}-report-tabs`, size, false);
    });
  }
}
