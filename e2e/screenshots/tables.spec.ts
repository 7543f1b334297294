import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { LAPTOP, SIZES, originOf, shot } from './shot';

// Lists at a laptop's 1366 px (every column shown inside the card) and on a phone (a card per row), both brands
// (Northwind's lists as agency staff see them on its host name).
const USERS = [
  { brand: 'beacon', email: 'admin@acme.test', clientId: 1 },
  { brand: 'northwind', email: 'admin@beacon.test', clientId: 3 },
] as const;
const WIDTHS = { laptop: LAPTOP, phone: SIZES.phone } as const;

for (const { brand, email, clientId } of USERS) {
  for (const [size, viewport] of Object.entries(WIDTHS) as [keyof typeof WIDTHS, typeof LAPTOP][]) {
    test(`${brand}: the campaigns and reporting lists, ${size}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const origin = originOf(baseURL!, brand);
      await signIn(page, email, undefined, `${origin}/auth/login`);
      await page.goto(`${origin}/clients/${clientId}/campaigns`);
      await expect(page.locator('.beacon-grid .ant-table-row').first()).toBeVisible();
      await shot(page, `${brand}-campaigns-list`, size, false);
      await page.goto(`${origin}/clients/${clientId}/reporting-suite/all/campaign-reporting`);
      await expect(page.locator('.beacon-grid .ant-table-row').first()).toBeVisible();
      await shot(page, `${brand}-reporting-list`, size, false);
    });
  }
}
