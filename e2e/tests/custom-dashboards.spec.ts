import { expect, test, type Page } from '../support/test';
import { expectNone, sidewaysPage, violations } from '../accessibility/accessibility-scan';
import { opened, settled } from '../support/motion';
import { resumeSession, storedIdToken } from '../support/session';

// Dashboards of one's own against the real server: a client admin starts one from a template, adds a widget,
// saves it, and finds it again after a reload, at a laptop's width and a phone's, with nothing for axe to flag.

const PHONE = { width: 390, height: 844 };

const widgetTitles = (page: Page) => page.locator('[data-widget] h3');

test('a client admin builds a dashboard from a template, adds a widget, saves it and sees it after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@acme.test');
  await page.goto('/clients/1/reporting-suite/all/dashboards');
  await page.getByRole('link', { name: 'My dashboards' }).click();
  await expect(page.getByRole('heading', { name: 'My dashboards' })).toBeVisible();

  // Named for this run: the dashboard is this test's whatever ran before on the same server.
  const name = `Acme look ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const dialog = await opened(page.getByRole('dialog', { name: 'New dashboard' }));
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByRole('radio', { name: /Overview/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(widgetTitles(page)).toHaveText([
    'Headline figures',
    'Spend by day',
    'Impressions by channel',
    'Summary',
  ]);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Spend' })).toContainText(/\$\d/);

  // A widget from the keyboard's dialog: KPI tiles of conversions, over the last 7 days.
  await page.getByRole('button', { name: 'Add widget' }).click();
  const adding = await opened(page.getByRole('dialog', { name: 'Add widget' }));
  await adding.getByLabel('Title').fill('Conversions this week');
  const metrics = adding.getByRole('combobox', { name: 'Metrics' });
  await metrics.click();
  const list = await opened(page.locator('.ant-select-dropdown:not([class*="-leave"])').filter({ visible: true }));
  await list.getByTitle('Conversions', { exact: true }).click();
  // The list closes when another field takes the focus (Escape would close the dialog too).
  await adding.getByLabel('Title').click();
  await expect(list).toBeHidden();
  await adding.getByRole('button', { name: 'Add widget' }).click();
  await expect(adding).toBeHidden();
  await expect(widgetTitles(page)).toHaveText([
    'Headline figures',
    'Spend by day',
    'Impressions by channel',
    'Summary',
    'Conversions this week',
  ]);

  // Moved up from the keyboard: its Arrange menu, and the page says what it did.
  await page.getByRole('button', { name: 'Arrange Conversions this week' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Conversions this week moved up.' })).toBeAttached();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dashboard saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(widgetTitles(page)).toHaveText([
    'Headline figures',
    'Spend by day',
    'Impressions by channel',
    'Conversions this week',
    'Summary',
  ]);
  await settled(page);
  await page.mouse.move(0, 0);
  expectNone(await violations(page, 'a dashboard of one’s own (1366 px)'));

  await page.setViewportSize(PHONE);
  await settled(page);
  await expect(widgetTitles(page)).toHaveCount(5);
  expectNone([
    ...(await violations(page, 'a dashboard of one’s own (390 px)')),
    ...(await sidewaysPage(page, 'a dashboard of one’s own (390 px)')),
  ]);

  // Tidied away: deleted through the API, as its creator.
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const token = await storedIdToken(page);
  const deleted = await page.request.delete(`/api/clients/1/dashboards-custom/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(204);
});
