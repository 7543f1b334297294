import { expect, test, type Browser } from '../support/test';
import { writeFileSync } from 'node:fs';
import { browserIds, copyRelease } from '../support/canary';
import { remotes } from '../support/product';
import { signIn } from '../support/session';

// A broken release of billing goes to 50% of browsers, they report its errors, it is rolled back by itself and
// every browser gets the version in service again; a healthy release steps up to 100% and goes in service by itself.
const BROKEN = '9.2.0-drill.broken';
const HEALTHY = '9.3.0-drill.healthy';

/** A page load on this shared machine may take longer than expect's 10 s. */
const LOADED = { timeout: 30_000 };

interface RemoteStatus {
  name: string;
  active: string;
  canary: { version: string; share: number; state: string; reason?: string } | null;
  history: { action: string; version: string }[];
}

function billingStatus(dataDir: string): RemoteStatus {
  const { remotes: all } = JSON.parse(remotes(dataDir, 'status', '--json')) as { remotes: RemoteStatus[] };
  return all.find((remote) => remote.name === 'billing')!;
}

/** A browser of its own (its own `beacon_browser` id), signed in on the billing page. */
async function billingBrowser(browser: Browser, baseURL: string, id: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'beacon_browser', value: id, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/clients/1/billing');
  await signIn(page, 'admin@beacon.test');
  const area = page.locator('[data-area="billing"]');
  await expect(area).toHaveAttribute('data-area-version', /.+/, LOADED);
  return { context, page, area };
}

test('a broken canary is rolled back by itself; a healthy one steps to 100% by itself', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  const stable = billingStatus(dataDir).active;
  // How long each part takes, for `pnpm bench canary` (BEACON_DRILL_TIMES); nothing here asserts a time.
  const started = Date.now();
  const times: Record<string, number> = {};

  // Browsers signed in first, one after another (the app's first start is the slow part on a busy machine).
  const canary = { version: BROKEN, share: 50 };
  const onCanary = [];
  for (const id of browserIds('billing', canary, true, 3)) onCanary.push(await billingBrowser(browser, baseURL!, id));
  const onStable = await billingBrowser(browser, baseURL!, browserIds('billing', canary, false, 1)[0]!);

  // The broken release at 50%, stepping only after two minutes: only its errors can end it sooner. The browsers
  // reload at once: each asks /remotes.json before any of them has reported anything.
  copyRelease(dataDir, 'billing', stable, BROKEN, true);
  remotes(dataDir, 'canary', 'billing', BROKEN, '--share', '50', '--step-seconds', '120');
  const brokenAt = Date.now();
  await Promise.all([...onCanary, onStable].map(({ page }) => page.reload()));
  for (const { area } of onCanary) await expect(area).toHaveAttribute('data-area-version', BROKEN, LOADED);
  await expect(onStable.area).toHaveAttribute('data-area-version', stable, LOADED);

  // The browsers' reports end it: rolled back by the server within a minute, nobody typing a command.
  await expect.poll(() => billingStatus(dataDir).canary?.state, { timeout: 60_000, intervals: [1000] }).toBe('aborted');
  const rolledBackAt = Date.now();
  times.brokenToRollback = rolledBackAt - brokenAt;
  const status = billingStatus(dataDir);
  expect(status.active).toBe(stable);
  expect(status.canary?.reason).toMatch(/errors per page view/);
  expect(status.history.at(-1)).toMatchObject({ action: 'canary-abort', version: BROKEN });

  // An open tab on the canary is offered the version in service; every browser gets it from now on.
  const tab = onCanary[0]!;
  await tab.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(tab.page.getByText('A new version of Billing and services is ready.')).toBeVisible(LOADED);
  await tab.page.getByRole('button', { name: 'Reload' }).click();
  await expect(tab.area).toHaveAttribute('data-area-version', stable, LOADED);
  times.rollbackToStableTab = Date.now() - rolledBackAt;
  for (const { page, area } of onCanary.slice(1)) {
    await page.reload();
    await expect(area).toHaveAttribute('data-area-version', stable, LOADED);
  }

  // The Releases page says so, with the errors the browsers reported.
  await tab.page.goto('/admin/releases');
  const billing = tab.page.getByRole('region', { name: 'Billing and services' });
  await expect(billing.getByText('rolled back', { exact: true })).toBeVisible(LOADED);
  await billing.getByRole('button', { name: /Newest errors/ }).click();
  await expect(
    billing
      .getByText(new RegExp(`Release drill: billing ${BROKEN.replace(/\./g, '\\.')} is broken`))
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  for (const { context } of [...onCanary, onStable]) await context.close();

  // A healthy release steps 50 -> 100 -> in service, 3 s a step, while a browser on it reports no error.
  copyRelease(dataDir, 'billing', stable, HEALTHY);
  remotes(dataDir, 'canary', 'billing', HEALTHY, '--share', '50', '--step-seconds', '3');
  const healthyAt = Date.now();
  const viewer = await billingBrowser(
    browser,
    baseURL!,
    browserIds('billing', { version: HEALTHY, share: 50 }, true, 1)[0]!,
  );
  await expect(viewer.area).toHaveAttribute('data-area-version', HEALTHY, LOADED);
  await expect.poll(() => billingStatus(dataDir).active, { timeout: 60_000, intervals: [1000] }).toBe(HEALTHY);
  times.healthyToInService = Date.now() - healthyAt;
  expect(billingStatus(dataDir).canary).toBeNull();
  const anyone = await billingBrowser(browser, baseURL!, 'drill-browser-anyone');
  await expect(anyone.area).toHaveAttribute('data-area-version', HEALTHY, LOADED);
  await viewer.context.close();
  await anyone.context.close();

  // Leave billing as the other files expect it.
  remotes(dataDir, 'rollback', 'billing', '--to', stable);
  times.whole = Date.now() - started;
  if (process.env.BEACON_DRILL_TIMES) writeFileSync(process.env.BEACON_DRILL_TIMES, JSON.stringify(times));
});
