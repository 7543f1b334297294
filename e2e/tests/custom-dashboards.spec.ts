import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { expectNone, sidewaysPage, violations, WIDTHS } from '../accessibility/accessibility-scan';
import { opened, settled } from '../support/motion';
import { resumeSession } from '../support/session';
import { bearer } from '../support/hub';
import { pdfText } from '../../server/tooling/testing/pdf-text';

// Dashboards of one's own against the real server: a client admin starts one from a template, adds a widget,
// saves it, and finds it again after a reload, at a laptop's width and a phone's (the reflow width, 320 px), with
// nothing for axe to flag and nothing scrolling sideways.

const widgetTitles = (page: Page) => page.locator('[data-widget] h3');
/** The Overview template's widgets before its Summary, in order. */
const OVERVIEW = ['Headline figures', 'Spend by day', 'Impressions by channel'];

test('a client admin builds a dashboard from a template, adds a widget, saves it and sees it after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@acme.test', '/clients/1/reporting-suite/all/dashboards');
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
  await expect(widgetTitles(page)).toHaveText([...OVERVIEW, 'Summary']);
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
  await expect(widgetTitles(page)).toHaveText([...OVERVIEW, 'Summary', 'Conversions this week']);

  // Moved up from the keyboard: its Arrange menu, and the page says what it did; the focus is back on the button.
  const arrange = page.getByRole('button', { name: 'Arrange Conversions this week' });
  await arrange.press('Enter');
  await opened(page.getByRole('menuitem', { name: 'Move up' }));
  // Tab goes into the open menu, on its first choice this widget may make (it is the last: not Move down).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menuitem', { name: 'Move up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Conversions this week moved up.' })).toBeAttached();
  await expect(arrange).toBeFocused();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dashboard saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(widgetTitles(page)).toHaveText([...OVERVIEW, 'Conversions this week', 'Summary']);
  await settled(page);
  await page.mouse.move(0, 0);
  expectNone(await violations(page, 'a dashboard of one’s own (1366 px)'));

  // Downloaded as a PDF under the client's brand: the letterhead, the dashboard's name, whose figures.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download PDF$/ }).click(),
  ]);
  const pdf = pdfText(await readFile((await download.path())!));
  expect(pdf.startsWith(`BeaconReport${name}`), pdf.slice(0, 80)).toBe(true);
  expect(pdf).toContain('Acme Outdoor · All advertisers');

  // A phone: one column in reading order, nothing to drag.
  await page.setViewportSize(WIDTHS.phone);
  await settled(page);
  await expect(widgetTitles(page)).toHaveText([...OVERVIEW, 'Conversions this week', 'Summary']);
  await expect(page.locator('.react-grid-item')).toHaveCount(0);
  expectNone([
    ...(await violations(page, 'a dashboard of one’s own (320 px)')),
    ...(await sidewaysPage(page, 'a dashboard of one’s own (320 px)')),
  ]);

  // Tidied away: deleted through the API, as its creator.
  const id = new URL(page.url()).pathname.split('/').at(-1);
  const deleted = await page.request.delete(`/api/clients/1/dashboards-custom/${id}`, { headers: await bearer(page) });
  expect(deleted.status()).toBe(204);
});

test('its creator drags a widget by its title bar and resizes it by its corner, and the grid saves where they are', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await resumeSession(page, 'admin@acme.test');
  const made = await page.request.post('/api/clients/1/dashboards-custom', {
    headers: await bearer(page),
    data: { name: `Acme drag ${Date.now().toString(36)}`, template: 'overview' },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;
  // A laptop's screen, tall enough that the whole grid is on it.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/clients/1/reporting-suite/all/my-dashboards/${id}`);
  await expect(widgetTitles(page)).toHaveText([...OVERVIEW, 'Summary']);

  // The Summary's title bar, dragged to the top (react-grid-layout moves the others down).
  const bar = (await page.locator('[data-widget="summary"] .bcn-widget-bar').boundingBox())!;
  await page.mouse.move(bar.x + 200, bar.y + 10);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) await page.mouse.move(bar.x + 200, bar.y + 10 - step * 40);
  await page.mouse.up();
  await expect(widgetTitles(page)).toHaveText(['Summary', ...OVERVIEW]);
  await expect(page.getByRole('status').filter({ hasText: 'Summary moved.' })).toBeAttached();

  // The channels' bottom-right corner, dragged down: taller.
  const corner = page.locator('[data-widget="channels"] > .react-resizable-handle');
  await corner.scrollIntoViewIfNeeded();
  const box = (await corner.boundingBox())!;
  await page.mouse.move(box.x + 10, box.y + 10);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(box.x + 10, box.y + 10 + step * 40);
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'Impressions by channel resized.' })).toBeAttached();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dashboard saved.')).toBeVisible();

  const saved = await page.request.get(`/api/clients/1/dashboards-custom/${id}`, { headers: await bearer(page) });
  const { layout } = ((await saved.json()) as { data: { layout: { i: string; y: number; h: number }[] } }).data;
  expect(layout.find((p) => p.i === 'summary')).toEqual({ i: 'summary', x: 0, y: 0, w: 12, h: 3 });
  expect(layout.find((p) => p.i === 'channels')!.h).toBeGreaterThan(4);
  expect(
    (await page.request.delete(`/api/clients/1/dashboards-custom/${id}`, { headers: await bearer(page) })).status(),
  ).toBe(204);
});
