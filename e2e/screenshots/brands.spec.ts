import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { SIZES, originOf, shot, type Size } from './shot';

// Each brand's sign-in page and its main layout, chosen by host name.
const LAYOUTS = [
  { brand: 'beacon', email: 'admin@acme.test', page: '/clients/1/billing' },
  { brand: 'northwind', email: 'franchise@northwind.test', page: '/clients/3/reporting-suite/all/dashboards' },
] as const;

for (const { brand, email, page: path } of LAYOUTS) {
  for (const size of Object.keys(SIZES) as Size[]) {
    test(`${brand}: sign-in and layout, ${size}`, async ({ page, baseURL }) => {
      await page.setViewportSize(SIZES[size]);
      const origin = originOf(baseURL!, brand);
      await page.goto(`${origin}/auth/login`);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await shot(page, `${brand}-login`, size, false);
      await signIn(page, email, undefined, `${origin}/auth/login`);
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      await shot(page, `${brand}-layout`, size, false);
    });
  }
}
