import { REMOTES_DOCUMENT_PATH, type RemotesDocument } from '@beacon/shared/contract';
import { resumeSession } from '../support/session';
import { expect, test } from '../support/test';
import { renameSync } from 'node:fs';
import { join } from 'node:path';

test.beforeEach(async ({ page }) => {
  await resumeSession(page, 'admin@beacon.test');
});

test('a remote answering 500 shows its fallback, the rest works, and Retry recovers it', async ({ page }) => {
  await page.route('**/remotes/billing/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/clients/1/billing');
  await expect(page.getByText('Billing and services is unavailable')).toBeVisible();

  // The shell and every other area keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
  await page.goBack();

  await page.unroute('**/remotes/billing/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-area="billing"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
});

test(
  'a remote whose release is missing shows its fallback until the files are back',
  { tag: '@registry' },
  async ({ page, browser }) => {
    const response = await page.request.get(REMOTES_DOCUMENT_PATH);
    const { remotes } = (await response.json()) as RemotesDocument;
    const admin = remotes.find((remote) => remote.name === 'admin')!;
    const releaseDir = join(process.env.E2E_DATA_DIR!, 'releases', 'admin', admin.version);
    // Releases are cached for good once loaded, so this is a browser that has never loaded this one.
    const fresh = await (await browser.newContext()).newPage();
    renameSync(releaseDir, `${releaseDir}.away`);
    try {
      await resumeSession(fresh, 'admin@beacon.test', '/admin/user-management');
      await expect(fresh.getByText('Administration is unavailable')).toBeVisible();
      await expect(
        fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
      ).toBeVisible();
    } finally {
      renameSync(`${releaseDir}.away`, releaseDir);
    }
    await fresh.getByRole('button', { name: 'Retry' }).click();
    await expect(fresh.locator('[data-area="admin"]')).toBeVisible();
  },
);

test('the host still boots when /remotes.json fails', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/profile');
  await expect(page.getByText('Beacon could not load the list of its areas, so some pages are missing.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row', { name: /Running$/ })).toHaveCount(5);
});
