import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { prepareRunDataDir, root } from './support/product';

const port = Number(process.env.E2E_PORT ?? 8180);
// Made once by the runner; its workers inherit the variable and reuse the same directory.
process.env.E2E_DATA_DIR ??= prepareRunDataDir();

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    },
  },
  // The product exactly as `npm start` serves it, on its own port and with this run's data directory.
  webServer: {
    command: `${join(root, 'node_modules', '.bin', 'tsx')} server/src/main.ts`,
    cwd: root,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), BEACON_DATA_DIR: process.env.E2E_DATA_DIR, NODE_ENV: 'test' },
  },
});
