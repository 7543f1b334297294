import { join } from 'node:path';
import { resumeSession } from '../support/session';
import { expect, test } from '../support/test';
import { remotes, root } from '../support/product';

// A new host beside the one in service: released from a host build, served to the canary's share under its own
// path, every area still loading in it; an open tab on the old host is offered Reload; rolled back, the old host again.
test.beforeEach(async ({ page }) => {
  await resumeSession(page, 'admin@beacon.test');
});

test(
  'a host canary runs every area, and its rollback puts browsers back on the host in service',
  { tag: '@registry' },
  async ({ page, browser }) => {
    test.setTimeout(240_000);
    const dataDir = process.env.E2E_DATA_DIR!;
    const hostDist = process.env.BEACON_HOST_DIST ?? join(root, 'host', 'dist');
    const billing = (on: typeof page) => on.locator('[data-area="billing"]');

    await page.goto('/clients/1/billing');
    await expect(billing(page)).toHaveAttribute('data-area-version', /^\d+\.\d+\.\d+-/);
    await expect(page.locator('meta[name="beacon-host"]')).toHaveCount(0);

    const released = remotes(dataDir, 'release', 'host', '--dist', hostDist, '--version', '9.0.0');
    const version = /released host (9\.0\.0-\S+)/.exec(released)?.[1];
    expect(version, released).toBeTruthy();
    remotes(dataDir, 'canary', 'host', version!, '--share', '100');

    // The tab opened on the shipped host is told; a new tab runs the canary host, its files under its own path.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText(/A new version of .+ is ready\./)).toBeVisible();
    const canary = await browser.newPage();
    const scripts: string[] = [];
    canary.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await resumeSession(canary, 'admin@beacon.test', '/clients/1/billing');
    await expect(canary.locator('meta[name="beacon-host"]')).toHaveAttribute('content', version!);
    await expect(billing(canary)).toHaveAttribute('data-area-version', /^\d+\.\d+\.\d+-/);
    const hostScripts = scripts.filter((line) => !line.includes('/remotes/'));
    expect(hostScripts.length).toBeGreaterThan(2);
    expect(
      hostScripts.every((line) => line.startsWith(`200 /host/${version}/`)),
      hostScripts.join('\n'),
    ).toBe(true);

    // Rolled back: the canary is aborted, a reload runs the host the server ships with again.
    expect(remotes(dataDir, 'rollback', 'host')).toContain(`canary ${version} aborted`);
    await canary.reload();
    await expect(canary.locator('meta[name="beacon-host"]')).toHaveCount(0);
    await expect(billing(canary)).toHaveAttribute('data-area-version', /^\d+\.\d+\.\d+-/);
    await canary.close();
  },
);
