import { expect, test, type Download, type Locator, type Page } from '../support/test';
import { readFile } from 'node:fs/promises';
import { remotes } from '../support/product';
import { opened } from '../support/motion';
import { resumeSession } from '../support/session';
import { apiGet } from '../support/hub';
import { pdfText } from '../../server/tooling/testing/pdf-text';

// Billing and services against the real server, with the billing remote loaded from the registry.

interface ApiInvoice {
  id: number;
  docNumber: string;
  status: string;
  balance: number;
  advertiserName: string;
}

const grid = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => grid(page).locator('tbody tr[data-row-key]');
const firstCells = async (page: Page) =>
  (await bodyRows(page).locator('td:first-child strong').allTextContents()).map((t) => t.trim());

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** The cells of one column in every row, found by its title (which columns show depends on the width). */
async function columnCells(page: Page, title: string) {
  const headers = await grid(page).locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === title);
  expect(index, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page).locator(`td:nth-child(${index + 1})`);
}

const columnTexts = async (page: Page, title: string): Promise<string[]> =>
  (await columnCells(page, title)).allTextContents();

/** The amount a cell starts with (below 1600 px the balance cell also says when it is due, under the amount). */
const money = (text: string) => Number((/^-?\$[\d,]+(\.\d+)?/.exec(text.trim())?.[0] ?? 'NaN').replace(/[$,]/g, ''));

test.describe('billing as a client admin', () => {
  test.beforeEach(async ({ page }) => {
    await resumeSession(page, 'admin@acme.test');
    await page.goto('/clients/1/billing');
    await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(25);
  });

  test("sees Acme's invoices, all of them and no one else's, with the metrics above them", async ({ page }) => {
    const invoices = await apiGet<ApiInvoice[]>(page, '/clients/1/invoices?pageSize=500');
    const metrics = await apiGet<{ countOverdue: number; totalBalance: number }>(page, '/clients/1/invoices/metrics');
    await expect(page.getByText(`${invoices.length} invoices`, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Overdue' })).toContainText(
      `${metrics.countOverdue} invoices past due`,
    );
    const balance = await page.getByRole('region', { name: 'Balance due' }).textContent();
    expect(balance).toContain(metrics.totalBalance.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));

    // Every invoice the grid holds (the CSV of an unsearched grid is all of them) is one of Acme's, and all are there.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await bytesOf(await download)).toString('utf8').replace(/^\uFEFF/, '');
    const exported = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(exported.sort()).toEqual(invoices.map((i) => i.docNumber).sort());

    // Overdue first, as the spec orders them (below 1600 px the status shows under the invoice number).
    await expect(bodyRows(page).first()).toContainText('Overdue');

    // Another client's billing is out of reach.
    await page.goto('/clients/2/billing');
    await expect(page.getByText(/Not found|Oops. Nothing here.../).first()).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
  });

  test('sorts by a column, both ways', async ({ page }) => {
    await page.getByRole('columnheader', { name: 'Balance' }).click();
    const ascending = (await columnTexts(page, 'Balance')).map(money);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('columnheader', { name: 'Balance' }).click();
    const descending = (await columnTexts(page, 'Balance')).map(money);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]!);
  });

  test('searches, and says No Results Found when nothing matches', async ({ page }) => {
    const [number] = await firstCells(page);
    const search = page.getByRole('textbox', { name: 'Search invoices' });
    await search.fill(number!);
    await expect(bodyRows(page)).toHaveCount(1);
    expect(await firstCells(page)).toEqual([number]);
    await search.fill('no such invoice anywhere');
    await expect(page.getByText('No Results Found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(bodyRows(page)).toHaveCount(25);
  });

  test("downloads an invoice as a branded PDF: its number, the brand's logo, its lines, totals and payment details", async ({
    page,
  }) => {
    const [number] = await firstCells(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download invoice ${number} as PDF` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await bytesOf(file);
    expect(bytes.toString('latin1').startsWith('%PDF-')).toBe(true);
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    // The words the PDF draws (its text objects, decoded): the letterhead, the lines, the totals, how to pay.
    const text = pdfText(bytes);
    for (const words of ['INVOICE', number!, 'Bill to', 'Quantity', 'Balance due', 'Payment details', 'Remit to'])
      expect(text, words).toContain(words);
  });

  test('exports the rows shown as CSV: BOM, header, the same rows in the same order', async ({ page }) => {
    const advertiser = (await columnTexts(page, 'Advertiser · Campaign'))[0]!;
    const cell = (await columnCells(page, 'Advertiser · Campaign')).first();
    const name = (await cell.locator('span').first().textContent())!.trim();
    expect(advertiser.startsWith(name)).toBe(true);
    await page.getByRole('textbox', { name: 'Search invoices' }).fill(name);
    await expect(page.getByText(/^\d+ of \d+ invoices$/)).toBeVisible();
    const shown = await firstCells(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(25);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoices-client-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Invoice,Status,Advertiser,Campaign,Invoice date,Due date,Total,Balance');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    expect(lines.slice(1).every((line) => line.includes(name))).toBe(true);
  });

  test('a contact dialog per invoice, and the account manager with a photo', async ({ page }) => {
    const [number] = await firstCells(page);
    await page.getByRole('button', { name: `Contact us about invoice ${number}` }).click();
    const dialog = await opened(page.getByRole('dialog', { name: `Questions about invoice ${number}` }));
    await expect(dialog.getByRole('link', { name: 'Send email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:.+\\?subject=Invoice%20${number}$`),
    );
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Contact your account manager' }).click();
    const manager = await opened(page.getByRole('dialog', { name: 'Contact your account manager' }));
    const photo = manager.getByRole('img', { name: /^Photo of / });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test('the drawer badge and the billing page share one request for the overdue count', async ({ page }) => {
  const metricsRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/clients/1/invoices/metrics') metricsRequests.push(request.url());
  });
  await resumeSession(page, 'admin@acme.test');
  const drawer = page.getByRole('navigation', { name: 'Main' });
  const badge = drawer.getByLabel(/^\d+ overdue$/);
  await expect(badge).toBeVisible();
  expect(metricsRequests).toHaveLength(1);

  await drawer.getByRole('link', { name: /Billing/ }).click();
  await expect(page.getByRole('region', { name: 'Overdue' })).toContainText('past due');
  const count = Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
  await expect(page.getByRole('region', { name: 'Overdue' })).toContainText(`${count} invoice`);
  expect(metricsRequests).toHaveLength(1);
});

test('a reporting-only user has no Billing: no drawer entry, and the address is not found', async ({ page }) => {
  await resumeSession(page, 'reports@acme.test');
  const drawer = page.getByRole('navigation', { name: 'Main' });
  await expect(drawer.getByRole('link', { name: /Reporting Suite/ })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Billing/ })).toHaveCount(0);
  await page.goto('/clients/1/billing');
  await expect(page.getByText('Oops. Nothing here...')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test.describe('services', () => {
  const cards = (scope: Page | Locator) => scope.getByRole('article');

  test('the drawer leads to all services by category; a category lists its own; search narrows them', async ({
    page,
  }) => {
    await resumeSession(page, 'admin@acme.test');
    await page.goto('/clients/1/billing');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Services/ })
      .click();
    await expect(page).toHaveURL(/\/clients\/1\/services\/all$/);
    const categories = await apiGet<{ slug: string; name: string; productCount: number }[]>(
      page,
      '/product-categories',
    );
    const all = await apiGet<{ name: string }[]>(page, '/products');
    await expect(cards(page)).toHaveCount(all.length);
    for (const category of categories) {
      await expect(cards(page.getByRole('region', { name: category.name }))).toHaveCount(category.productCount);
    }

    const paidSearch = categories.find((c) => c.slug === 'paid-search')!;
    const products = await apiGet<{ name: string }[]>(page, '/products?category=paid-search');
    await page.getByRole('tab', { name: paidSearch.name }).click();
    await expect(page).toHaveURL(/\/clients\/1\/services\/paid-search$/);
    await expect(cards(page)).toHaveCount(products.length);
    expect((await cards(page).evaluateAll((list) => list.map((a) => a.getAttribute('aria-label')))).sort()).toEqual(
      products.map((p) => p.name).sort(),
    );

    await page.getByRole('textbox', { name: 'Search services' }).fill(products[0]!.name);
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Search services' }).fill('nothing like this');
    await expect(page.getByText('No Results Found')).toBeVisible();

    await page.goto('/clients/1/services');
    await expect(page).toHaveURL(/\/clients\/1\/services\/all$/);
    await page.getByRole('button', { name: `Ask us about ${all[0]!.name}` }).click();
    await expect(page.getByRole('dialog', { name: `Ask about ${all[0]!.name}` })).toBeVisible();
  });
});

test(
  'a new billing release is promoted and rolled back while the rest of the app keeps running',
  { tag: '@registry' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const dataDir = process.env.E2E_DATA_DIR!;
    await resumeSession(page, 'admin@acme.test');
    await page.goto('/clients/1/billing');
    const area = page.locator('[data-area="billing"]');
    await expect(bodyRows(page)).toHaveCount(25);
    const first = await area.getAttribute('data-area-version');

    const released = remotes(dataDir, 'release', 'billing', '--version', '9.2.0');
    const second = /billing (9\.2\.0-\S+)/.exec(released)?.[1];
    expect(second, released).toBeTruthy();
    remotes(dataDir, 'promote', 'billing', second!);

    // The open tab keeps working on the version it runs, and is told a new one is ready.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('A new version of Billing and services is ready.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search invoices' }).fill('INV-');
    await expect(bodyRows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(area).toHaveAttribute('data-area-version', second!);
    await expect(bodyRows(page)).toHaveCount(25);

    // Another area, from another remote, is untouched.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Campaigns/ })
      .click();
    await expect(page.locator('[data-area="campaigns"]')).toBeVisible();

    expect(remotes(dataDir, 'rollback', 'billing')).toContain(`${first} is in service`);
    await page.goto('/clients/1/billing');
    await expect(area).toHaveAttribute('data-area-version', first!);
    await expect(bodyRows(page)).toHaveCount(25);
  },
);
