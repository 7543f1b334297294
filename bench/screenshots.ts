// pnpm screenshots: the pictures the README shows, taken in headless Chromium from the product as it is
// served: the login page of each brand and the main layout, at desktop and phone widths.
import { chromium, type Browser } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '@beacon/ops/places';
import { benchDataDir, startServer } from './product-server';

const out = join(root, 'docs', 'screenshots');
const SIZES = { desktop: { width: 1366, height: 860 }, phone: { width: 390, height: 844 } } as const;
const SHOTS = [
  { brand: 'beacon', host: 'localhost', email: 'admin@acme.test', page: '/clients/1/billing' },
  {
    brand: 'northwind',
    host: 'northwind.localhost',
    email: 'franchise@northwind.test',
    page: '/clients/3/reporting-suite/all/dashboards',
  },
];

async function shoot(browser: Browser, base: string): Promise<void> {
  for (const shot of SHOTS) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page = await browser.newPage({ viewport });
      const origin = base.replace('localhost', shot.host);
      await page.goto(`${origin}/auth/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(out, `${shot.brand}-login-${size}.png`) });
      await page.getByLabel('Email').fill(shot.email);
      await page.getByLabel('Password').fill('Beacon-Demo-2026!');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.goto(`${origin}${shot.page}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `${shot.brand}-layout-${size}.png`) });
      await page.close();
    }
  }
}

mkdirSync(out, { recursive: true });
const server = await startServer(benchDataDir(), 8195);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await shoot(browser, server.url);
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  server.stop();
}
