import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { prepareRunDataDir, root } from './support/product';

const port = Number(process.env.E2E_PORT ?? 8180);
// The second server (another identity endpoint); its own variable, so that parallel work trees on neighbouring
// ports do not collide.
const otherPort = Number(process.env.E2E_OTHER_PORT ?? port + 1);
process.env.E2E_OTHER_PORT = String(otherPort);
// Made once by the runner; its workers inherit the variables and reuse the same directories.
process.env.E2E_DATA_DIR ??= prepareRunDataDir('main');
process.env.E2E_OTHER_DATA_DIR ??= prepareRunDataDir('other');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** The product exactly as `npm start` serves it, on its own port and data directory, in test mode, with `env`. */
const served = (on: number, dataDir: string, env: Record<string, string>) => ({
  command: `${tsx} server/src/main.ts`,
  cwd: root,
  url: `http://localhost:${on}/healthz`,
  reuseExistingServer: false,
  timeout: 180_000,
  env: { PORT: String(on), BEACON_DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
});

// `pnpm screenshots` runs the screenshots (docs/screenshots.md) (e2e/screenshots) against the same served product instead.
const screenshots = process.env.BEACON_SCREENSHOTS === '1';
// `pnpm test:a11y` runs the axe-core suite (e2e/accessibility) alone; `npm test` runs it beside the journeys.
const accessibility = process.env.BEACON_A11Y === '1';
// `pnpm test:drill` (and `pnpm bench canary`) runs the canary release drill (e2e/drills), not yet part of `npm test`.
const drills = process.env.BEACON_DRILLS === '1';

// Tests that change what every browser is served (the registry's releases, a release's files) carry the tag
// `@registry`: they run one at a time, after the others, so that no other test meets their change.
const REGISTRY = /@registry/;
const journeys = !screenshots && !accessibility && !drills;

export default defineConfig({
  testDir: screenshots ? 'screenshots' : accessibility ? 'accessibility' : drills ? 'drills' : 'tests',
  fullyParallel: false,
  // Two files at a time (both cores): every test owns its state (e2e/README.md), so any two can run together.
  // E2E_WORKERS=1 runs them one by one. The accessibility files run one by one unless E2E_WORKERS says otherwise
  // (each signs in its own people and only reads; two at a time took as long on the loaded machine: see docs/performance.md).
  workers: journeys ? Number(process.env.E2E_WORKERS ?? 2) : accessibility ? Number(process.env.E2E_WORKERS ?? 1) : 1,
  projects: journeys
    ? [
        // WCAG 2.2 AA (axe-core) on every route, both brands, both widths, each role: only reads. First,
        // because its tests are the longest: started last, one of them would keep one worker busy while the other
        // has nothing left to do.
        { name: 'accessibility', testDir: 'accessibility' },
        { name: 'journeys', grepInvert: REGISTRY },
        { name: 'registry', grep: REGISTRY, dependencies: ['journeys', 'accessibility'], workers: 1 },
      ]
    : [{ name: 'default' }],
  retries: 0,
  // Budgets for a busy 2-core machine (tests must pass while others build): a test that needs more is waiting
  // for something that will not come, and fails; nothing is retried.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action with a snapshot of the page: about a fifth of a run's processor time on the 2
    // cores, and it slows the browser enough to hide a test that acts before the page is ready. Off unless
    // E2E_TRACE=on (then kept for the tests that fail); a failure still keeps its screenshot.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The product; its identity tokens live 15 s so that silent refresh happens during the run.
    served(port, process.env.E2E_DATA_DIR, {
      // The outbox (reset codes, invitations) for the tests, read with a BeaconAdmin's token.
      BEACON_DEV_ROUTES: '1',
      // The run signs in far more often from one address than a person would.
      BEACON_SIGN_IN_RATE_LIMIT: '10000',
      BEACON_API_RATE_LIMIT: '100000',
      BEACON_ID_TOKEN_SECONDS: '15',
      // Notification stream tokens that expire during the run, to prove the inbox reconnects.
      BEACON_NOTIFY_STREAM_TOKEN_SECONDS: '6',
      // The notification watcher (alert rules, status changes, overdue invoices) every 10 s instead of every minute:
      // a test that sets an alert waits for one pass.
      BEACON_NOTIFY_CHECK_SECONDS: '10',
      // Alert webhooks to Slack and Teams, and to a receiver the alerts test runs on this machine.
      BEACON_ALERT_WEBHOOK_HOSTS: 'hooks.slack.com,webhook.office.com,logic.azure.com,127.0.0.1',
      // The canary drill's analysis every 2 s instead of 10.
      BEACON_CANARY_CHECK_SECONDS: '2',
      // The first-visit tour would cover every fresh browser's first page; its own tests turn it on.
      BEACON_ONBOARDING_TOUR: 'off',
    }),
    // The same build configured for another identity endpoint (the first server's), as a real user pool would be.
    served(otherPort, process.env.E2E_OTHER_DATA_DIR, {
      BEACON_API_RATE_LIMIT: '100000',
      BEACON_ONBOARDING_TOUR: 'off',
      BEACON_COGNITO_USER_POOL_ID: 'us-east-1_beaconlocal',
      BEACON_COGNITO_CLIENT_ID: 'beacon-local-client',
      BEACON_IDENTITY_ENDPOINT: `http://localhost:${port}/identity/`,
      BEACON_IDENTITY_ISSUER: `http://localhost:${port}/identity/us-east-1_beaconlocal`,
    }),
  ],
});
