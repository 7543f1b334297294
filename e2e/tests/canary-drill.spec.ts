import { expect, test, type Browser } from '@playwright/test';
import { browserIds, copyRelease } from '../support/canary';
import { remotes } from '../support/product';
import { signIn } from '../support/session';

// A broken release of billing goes to 50% of browsers, they report its errors, it is rolled back by itself and
// every browser gets the version in service again; a healthy release steps up to 100% and goes in service by itself.
const BROKEN = '9.2.0-drill.broken';
const HEALTHY = '9.3.0-drill.healthy';

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
  await expect(area).toHaveAttribute('data-area-version', /.+/, { timeout: 30_000 });
  return { context, page, area };
}

test('a broken canary is rolled back by itself; a healthy one steps to 100% by itself', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  const stable = billingStatus(dataDir).active;

  // The broken release at 50%, stepping only after two minutes: only its errors can end it sooner.
  copyRelease(dataDir, 'billing', stable, BROKEN, true);
  remotes(dataDir, 'canary', 'billing', BROKEN, '--share', '50', '--step-seconds', '120');
  const canary = { version: BROKEN, share: 50 };
  const onCanary = await Promise.all(
    browserIds('billing', canary, true, 3).map((id) => billingBrowser(browser, baseURL!, id)),
  );
  const onStable = await billingBrowser(browser, baseURL!, browserIds('billing', canary, false, 1)[0]!);
  for (const { area } of onCanary) await expect(area).toHaveAttribute('data-area-version', BROKEN);
  await expect(onStable.area).toHaveAttribute('data-area-version', stable);
  await onStable.page.reload();
  await expect(onStable.area).toHaveAttribute('data-area-version', stable);

  // The browsers' reports end it: rolled back by the server within a minute, nobody typing a command.
  await expect.poll(() => billingStatus(dataDir).canary?.state, { timeout: 60_000, intervals: [1000] }).toBe('aborted');
  const status = billingStatus(dataDir);
  expect(status.active).toBe(stable);
  expect(status.canary?.reason).toMatch(/errors per page view/);
  expect(status.history.at(-1)).toMatchObject({ action: 'canary-abort', version: BROKEN });

  // An open tab on the canary is offered the version in service; every browser gets it from now on.
  const tab = onCanary[0]!;
  await tab.page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(tab.page.getByText('A new version of Billing and services is ready.')).toBeVisible();
  await tab.page.getByRole('button', { name: 'Reload' }).click();
  await expect(tab.area).toHaveAttribute('data-area-version', stable);
  for (const { page, area } of onCanary.slice(1)) {
    await page.reload();
    await expect(area).toHaveAttribute('data-area-version', stable);
  }

  // The Releases page says so, with the errors the browsers reported.
  await tab.page.goto('/admin/releases');
  const billing = tab.page.getByRole('region', { name: 'Billing and services' });
  await expect(billing.getByText('rolled back', { exact: true })).toBeVisible();
  await billing.getByRole('button', { name: /Newest errors/ }).click();
  await expect(
    billing.getByText(new RegExp(`Release drill: billing ${BROKEN.replace(/\./g, '\\.')} is broken`)).first(),
  ).toBeVisible();
  for (const { context } of [...onCanary, onStable]) await context.close();

  // A healthy release steps 50 -> 100 -> in service, 3 s a step, while a browser on it reports no error.
  copyRelease(dataDir, 'billing', stable, HEALTHY);
  remotes(dataDir, 'canary', 'billing', HEALTHY, '--share', '50', '--step-seconds', '3');
  const viewer = await billingBrowser(
    browser,
    baseURL!,
    browserIds('billing', { version: HEALTHY, share: 50 }, true, 1)[0]!,
  );
  await expect(viewer.area).toHaveAttribute('data-area-version', HEALTHY);
  await expect.poll(() => billingStatus(dataDir).active, { timeout: 60_000, intervals: [1000] }).toBe(HEALTHY);
  expect(billingStatus(dataDir).canary).toBeNull();
  const anyone = await billingBrowser(browser, baseURL!, 'drill-browser-anyone');
  await expect(anyone.area).toHaveAttribute('data-area-version', HEALTHY);
  await viewer.context.close();
  await anyone.context.close();

  // Leave billing as the other files expect it.
  remotes(dataDir, 'rollback', 'billing', '--to', stable);
});
