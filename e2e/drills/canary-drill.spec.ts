import { expect, test, type Browser } from '../support/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyRelease, versionServing } from '../support/canary';
import { opened } from '../support/motion';
import { remotes } from '../support/product';
import { signIn } from '../support/session';

// A broken release of billing goes to 50% of browsers, they report its errors, it is rolled back by itself and
// every browser gets the version in service again; a healthy release steps up to 100% and goes in service by itself.

/** A page load on this shared machine may take longer than expect's 15 s. */
const LOADED = { timeout: 30_000 };
const BILLING = 'Billing and services';

interface RemoteStatus {
  name: string;
  active: string;
  canary: { version: string; share: number; state: string; reason?: string } | null;
  history: { action: string; version: string; at: string; share?: number }[];
}

/** When, by the registry's own clock (the CLI's and the server's), this last happened to this version. */
function when(history: RemoteStatus['history'], version: string, action: string, share?: number): number {
  const event = [...history]
    .reverse()
    .find((e) => e.version === version && e.action === action && (share === undefined || e.share === share));
  if (!event) throw new Error(`no ${action} of ${version} in the history`);
  return Date.parse(event.at);
}

function billingStatus(dataDir: string): RemoteStatus {
  const { remotes: all } = JSON.parse(remotes(dataDir, 'status', '--json')) as { remotes: RemoteStatus[] };
  return all.find((remote) => remote.name === 'billing')!;
}

/**
 * A browser of its own with this user signed in on the billing page, and the key canary releases know it by:
 * the user (`beacon_canary_user`), the same in every browser they sign in on.
 */
async function billingBrowser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/clients/1/billing');
  await signIn(page, email);
  const area = page.locator('[data-area="billing"]');
  await expect(area).toHaveAttribute('data-area-version', /.+/, LOADED);
  // The cookie is `<user key>.<the server's signature>`.
  const key = (await context.cookies()).find((cookie) => cookie.name === 'beacon_canary_user')?.value.split('.')[0];
  if (!key) throw new Error(`${email}'s browser was not given its canary key`);
  return { context, page, area, key };
}

test('a broken canary is rolled back by itself; a healthy one steps to 100% by itself', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const dataDir = process.env.E2E_DATA_DIR!;
  // The drill changes the registry and adds releases; it puts both back as they were, whatever happens.
  const registryBefore = readFileSync(join(dataDir, 'registry.json'), 'utf8');
  const added: string[] = [];
  try {
    const stable = billingStatus(dataDir).active;
    // How long each part takes, for `pnpm bench canary` (BEACON_DRILL_TIMES); nothing here asserts a time.
    const started = Date.now();
    const times: Record<string, number> = {};

    // Four people, each in a browser of their own, signed in one after another (the app's first start is the
    // slow part on a busy machine). The broken release is one whose 50% reaches the first three, not the fourth.
    const onCanary = [];
    for (const email of ['admin@beacon.test', 'staff@beacon.test', 'partner@beacon.test'])
      onCanary.push(await billingBrowser(browser, baseURL!, email));
    const onStable = await billingBrowser(browser, baseURL!, 'admin@acme.test');
    const broken = versionServing('billing', '9.2.0-drill.broken', 50, {
      on: onCanary.map(({ key }) => key),
      off: [onStable.key],
    });

    // The broken release at 50%, stepping only after two minutes: only its errors can end it sooner. The browsers
    // reload at once: each asks /remotes.json before any of them has reported anything.
    copyRelease(dataDir, 'billing', stable, broken, true);
    added.push(broken);
    remotes(dataDir, 'canary', 'billing', broken, '--share', '50', '--step-seconds', '120');
    await Promise.all([...onCanary, onStable].map(({ page }) => page.reload()));
    for (const { area } of onCanary) await expect(area).toHaveAttribute('data-area-version', broken, LOADED);
    await expect(onStable.area).toHaveAttribute('data-area-version', stable, LOADED);

    // The browsers' reports end it: rolled back by the server within a minute, nobody typing a command.
    await expect
      .poll(() => billingStatus(dataDir).canary?.state, { timeout: 60_000, intervals: [1000] })
      .toBe('aborted');
    const rolledBackAt = Date.now();
    const status = billingStatus(dataDir);
    // From `pnpm remotes canary` to the server's rollback.
    times.brokenToRollback = when(status.history, broken, 'canary-abort') - when(status.history, broken, 'canary');
    expect(status.active).toBe(stable);
    expect(status.canary?.reason).toMatch(/errors per page view/);
    expect(status.history.at(-1)).toMatchObject({ action: 'canary-abort', version: broken });

    // An open tab on the canary is offered the version in service; every browser gets it from now on.
    const admin = onCanary[0]!;
    await admin.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(admin.page.getByText(`A new version of ${BILLING} is ready.`)).toBeVisible(LOADED);
    await admin.page.getByRole('button', { name: 'Reload' }).click();
    await expect(admin.area).toHaveAttribute('data-area-version', stable, LOADED);
    times.rollbackToStableTab = Date.now() - rolledBackAt;
    for (const { page, area } of [...onCanary.slice(1), onStable]) {
      await page.reload();
      await expect(area).toHaveAttribute('data-area-version', stable, LOADED);
    }

    // The BeaconAdmin's inbox has the notice, and the Releases page says so, with the errors the browsers reported.
    await admin.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
    const inbox = await opened(admin.page.getByRole('dialog', { name: 'Notifications' }));
    await expect(
      inbox.getByRole('listitem', { name: `${BILLING} ${broken} was rolled back automatically` }),
    ).toBeVisible();
    await admin.page.keyboard.press('Escape');
    await admin.page.goto('/admin/releases');
    const billing = admin.page.getByRole('region', { name: BILLING });
    await expect(billing.getByText('rolled back', { exact: true })).toBeVisible(LOADED);
    await billing.getByRole('button', { name: 'Newest errors' }).click();
    await expect(billing.getByText(`Error: Release drill: billing ${broken} is broken (`).first()).toBeVisible();
    for (const { context } of onCanary.slice(1)) await context.close();

    // A healthy release whose 50% reaches the admin and not the client admin steps 50 -> 100 -> in service, 3 s a
    // step, while the admin's browser on it reports no error; then the client admin's gets it too.
    const healthy = versionServing('billing', '9.3.0-drill.healthy', 50, { on: [admin.key], off: [onStable.key] });
    copyRelease(dataDir, 'billing', stable, healthy);
    added.push(healthy);
    remotes(dataDir, 'canary', 'billing', healthy, '--share', '50', '--step-seconds', '3');
    await admin.page.goto('/clients/1/billing');
    await expect(admin.area).toHaveAttribute('data-area-version', healthy, LOADED);
    await expect.poll(() => billingStatus(dataDir).active, { timeout: 60_000, intervals: [1000] }).toBe(healthy);
    const done = billingStatus(dataDir);
    times.healthyTo100 = when(done.history, healthy, 'canary-step', 100) - when(done.history, healthy, 'canary');
    times.healthyToInService = when(done.history, healthy, 'promote') - when(done.history, healthy, 'canary');
    expect(done.canary).toBeNull();
    expect(done.history.slice(-2)).toMatchObject([
      { action: 'canary-step', version: healthy, share: 100 },
      { action: 'promote', version: healthy },
    ]);
    await onStable.page.reload();
    await expect(onStable.area).toHaveAttribute('data-area-version', healthy, LOADED);
    times.whole = Date.now() - started;
    if (process.env.BEACON_DRILL_TIMES) writeFileSync(process.env.BEACON_DRILL_TIMES, JSON.stringify(times));
  } finally {
    writeFileSync(join(dataDir, 'registry.json'), registryBefore);
    for (const version of added)
      rmSync(join(dataDir, 'releases', 'billing', version), { recursive: true, force: true });
  }
});
