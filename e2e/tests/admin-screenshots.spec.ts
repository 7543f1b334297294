import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { root } from '../support/product';
import { signIn } from '../support/session';

// The README's screenshots of the admin remote, desktop and phone: `BEACON_SCREENSHOTS=1` takes them into
// docs/screenshots/admin-*.png. Skipped otherwise, so a test run never rewrites the docs.
test.skip(!process.env.BEACON_SCREENSHOTS, 'set BEACON_SCREENSHOTS=1 to take the screenshots');

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** Once nothing is loading and the dialogs and fades have finished moving. */
async function shot(page: Page, name: string, size: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(root, 'docs', 'screenshots', `admin-${name}-${size}.png`), fullPage: true });
}

for (const size of SIZES) {
  test(`admin screens, ${size.name}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await signIn(page, 'admin@beacon.test');
    await page.goto('/admin/user-management');
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await shot(page, 'users', size.name);

    await page.getByRole('button', { name: 'Actions for staff@beacon.test' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: /^Edit / }).getByLabel('First name')).not.toHaveValue('');
    await shot(page, 'edit-dialog', size.name);
    // A change, so that Activity has something to show.
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByLabel('First name')
      .fill(`Sasha ${size.name}`);
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeHidden();

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();
    await shot(page, 'activity', size.name);

    await page.goto('/admin/cc-dash-check');
    await expect(page.getByRole('region', { name: 'Acme Outdoor' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Remotes' }).getByText('Answers').first()).toBeVisible();
    await shot(page, 'checks', size.name);

    await page.goto('/clients/1/user-management');
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await shot(page, 'client-users', size.name);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('dialog', { name: 'Create user' })).toBeVisible();
    await shot(page, 'create-dialog', size.name);
    await context.close();
  });
}
