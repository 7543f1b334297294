import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { SIZES, shot, type Size } from './shot';

// The admin remote: internal users, a dialog, activity, checks, a client's brand and a client's user management.
for (const size of Object.keys(SIZES) as Size[]) {
  test(`admin screens, ${size}`, async ({ page }) => {
    await page.setViewportSize(SIZES[size]);
    await signIn(page, 'admin@beacon.test');
    await page.goto('/admin/user-management');
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await shot(page, 'admin-users', size);

    await page.getByRole('button', { name: 'Actions for staff@beacon.test' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: /^Edit / }).getByLabel('First name')).not.toHaveValue('');
    await shot(page, 'admin-edit-dialog', size);
    // A change, so that Activity has something to show.
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByLabel('First name')
      .fill(`Sasha ${size}`);
    await page
      .getByRole('dialog', { name: /^Edit / })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByRole('dialog', { name: /^Edit / })).toBeHidden();

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible();
    await shot(page, 'admin-activity', size);

    await page.goto('/admin/cc-dash-check');
    await expect(page.getByRole('region', { name: 'Acme Outdoor' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Remotes' }).getByText('Answers').first()).toBeVisible();
    await shot(page, 'admin-checks', size);

    // Northwind Fitness's brand as the editor shows it: its palette with each colour's contrast in words.
    await page.goto('/admin/brands');
    const client = page.getByRole('combobox', { name: 'Client' });
    await client.click();
    await client.fill('Northwind');
    await page.getByTitle('Northwind Fitness').click();
    await expect(page.getByRole('group', { name: 'Colour 1 (primary)' }).getByText(/AA/)).toBeVisible();
    await shot(page, 'admin-brands', size);

    await page.goto('/clients/1/user-management');
    await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeVisible();
    await shot(page, 'admin-client-users', size);
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('dialog', { name: 'Create user' })).toBeVisible();
    await shot(page, 'admin-create-dialog', size);
  });
}
