import { resumeSession } from '../support/session';
import { expect, test } from '../support/test';
import { hostBuildStamp, remotes } from '../support/product';

// Release a second version, preview it in one browser, promote it, see it, roll back, reload, see the first.
test.beforeEach(async ({ page }) => {
  await resumeSession(page, 'admin@beacon.test');
});

test(
  'release, preview, promote and roll back a remote with no host rebuild',
  { tag: '@registry' },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    const dataDir = process.env.E2E_DATA_DIR!;
    const hostBefore = hostBuildStamp();

    await page.goto('/clients/1/billing');
    const area = page.locator('[data-area="billing"]');
    const first = await area.getAttribute('data-area-version');
    expect(first).toMatch(/^\d+\.\d+\.\d+-/);

    const released = remotes(dataDir, 'release', 'billing', '--version', '9.1.0');
    const second = /billing (9\.1\.0-\S+)/.exec(released)?.[1];
    expect(second, released).toBeTruthy();

    // Before promotion, only a browser that asks for the preview gets it.
    const previewer = await browser.newPage();
    await resumeSession(previewer, 'admin@beacon.test', `/clients/1/billing?preview=billing@${second}`);
    await expect(previewer.locator('[data-area="billing"]')).toHaveAttribute('data-area-version', second!);
    await expect(previewer.getByText(`in this browser only`)).toBeVisible();
    await page.reload();
    await expect(area).toHaveAttribute('data-area-version', first!);
    await previewer.goto('/clients/1/billing?preview=off');
    await previewer.close();

    // Promote: the open tab is told, and a reload runs the new version.
    remotes(dataDir, 'promote', 'billing', second!);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('A new version of Billing and services is ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(area).toHaveAttribute('data-area-version', second!);

    // Roll back: a reload runs the first version again.
    expect(remotes(dataDir, 'rollback', 'billing')).toContain(`${first} is in service`);
    await page.reload();
    await expect(area).toHaveAttribute('data-area-version', first!);

    const status = remotes(dataDir, 'status');
    expect(status).toContain(`in service: ${first}`);
    expect(status).toMatch(/rollback\s+9\.1\.0-\S+ -> /);
    expect(hostBuildStamp()).toBe(hostBefore);
  },
);
