import { expect, test, type Page } from '../support/test';
import { dialogViolations, expectNone, sidewaysPage, violations, WIDTHS } from '../accessibility/accessibility-scan';
import { followTo, startNew } from '../support/dialogs';
import { choose, opened, settled } from '../support/motion';
import { resumeSession } from '../support/session';

// Goals and the agency overview against the real server: a client admin sets a goal and reads it met, then missed,
// on the scorecard; agency staff open every client's figures on one page without picking a client first. Both at a
// laptop's width and a phone's (390 px), axe clean.

const PHONE = { width: 390, height: 844 };

/** axe at the laptop's width and at 390 px, where the page must not scroll sideways either (rows stack as cards). */
async function cleanAtBothWidths(page: Page, where: string) {
  await page.setViewportSize(WIDTHS.desktop);
  await settled(page);
  const found = await violations(page, `${where} (1366 px)`);
  await page.setViewportSize(PHONE);
  await settled(page);
  found.push(...(await violations(page, `${where} (390 px)`)), ...(await sidewaysPage(page, `${where} (390 px)`)));
  await page.setViewportSize(WIDTHS.desktop);
  expectNone(found);
}

test('a client admin sets a goal and sees it met, then missed once its target is raised', async ({ page }) => {
  test.setTimeout(120_000);
  await resumeSession(page, 'admin@acme.test', '/clients/1/reporting-suite/all/dashboards');
  await followTo(page, 'Goals');

  // Named for this run: the goal is this test's whatever ran before on the same server.
  const { dialog, name } = await startNew(page, 'goal', 'Client spend');
  // Spend of the whole client over the last 30 days, at least $1: the seed delivers every day, so it is met.
  await dialog.getByLabel('Target').fill('1');
  await page.mouse.move(0, 0);
  expectNone(await dialogViolations(page, dialog, 'the New goal dialog'));
  await dialog.getByRole('button', { name: 'Create goal' }).click();
  await expect(page.getByText(`Goal ${name} created.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('at least $1, Last 30 days');
  await expect(row).toContainText('Met');
  await expect(row).toContainText(/\$[\d,]+(\.\d{2})? above the target/);
  await cleanAtBothWidths(page, 'the Goals page');

  // Raised far above any month's spend: missed, and by how far.
  await row.getByRole('button', { name: `Change ${name}` }).click();
  const change = await opened(page.getByRole('dialog', { name: `Change the goal ${name}` }));
  await change.getByLabel('Target').fill('1000000000');
  await choose(change, 'Met when the figure is', 'at least the target');
  await change.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText(`Goal ${name} is saved.`)).toBeVisible();
  await expect(row).toContainText('Missed');
  await expect(row).toContainText(/\$[\d,]+(\.\d{2})? below the target/);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test("agency staff open the agency overview from the drawer and go from a client's row into its portal", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await resumeSession(page, 'staff@beacon.test');
  await page.goto('/client-select');
  await followTo(page, 'Agency overview');
  const acme = page.getByRole('row', { name: /Acme Outdoor/ });
  await expect(acme).toContainText(/\$[\d,]+/);
  await expect(acme).toContainText(/live/);
  await cleanAtBothWidths(page, 'the agency overview');

  await acme.getByRole('link', { name: 'Acme Outdoor' }).click();
  await expect(page).toHaveURL(/\/clients\/1(\/|$)/);
});
