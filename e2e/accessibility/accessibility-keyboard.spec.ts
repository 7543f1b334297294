import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '../support/session';
import { expect, test, type Locator, type Page } from '../support/test';
import { expectNone, settled, violations } from './accessibility-scan';

// Keyboard-only journeys: signing in, and reading a campaign's report and downloading its PDF, with
// Tab, Shift+Tab, typing and Enter only: no click anywhere.

/** Presses Tab until the control has the focus, as a keyboard user moves through the page in its order. */
async function tabTo(page: Page, control: Locator, { most = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control, `reached with at most ${most} presses of Tab`).toBeFocused();
}

test('signing in with the keyboard alone', async ({ page }) => {
  await page.goto('/auth/login');
  const email = page.getByLabel('Email');
  // The email field has the focus as the page opens.
  await expect(email).toBeFocused();
  await page.keyboard.type('reports@acme.test');
  await tabTo(page, page.getByLabel('Password'), { most: 3 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
});

test("reading a campaign's report and downloading its PDF with the keyboard alone", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/auth/login');
  // As a keyboard user does, typing starts once the email field has the focus: keys pressed before the form is
  // drawn go nowhere.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('reports@acme.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboards' })).toBeVisible();
  await settled(page);

  // From the dashboards to campaign reporting, then the first campaign of the list.
  const reporting = page.getByRole('main').getByRole('link', { name: 'Campaign reporting' });
  await tabTo(page, reporting);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Campaign reporting' })).toBeVisible();
  await settled(page);
  const campaign = page.getByRole('main').getByRole('table').getByRole('link').first();
  const name = (await campaign.textContent())!.trim();
  await tabTo(page, campaign);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('region', { name: 'Impressions' })).toContainText(/\d/);
  expectNone(await violations(page, 'campaign report'));

  // Export PDF, reached and pressed from the keyboard: a real PDF arrives.
  const exportPdf = page.getByRole('button', { name: 'Export PDF' });
  await expect(exportPdf).toBeEnabled();
  await tabTo(page, exportPdf, { most: 120 });
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});
