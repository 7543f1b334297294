import { screen, within } from '@testing-library/react';
import { fakeHubPerTest, pagedAnswer } from '@beacon/shared/testing';
import { CATEGORIES, INVOICES, METRICS, TEAM } from '../../testing/billing-fixtures';
import { renderRoute } from '../../testing/render-route';

const hub = fakeHubPerTest({
  '/clients/1/invoices': pagedAnswer(INVOICES),
  '/clients/1/invoices/metrics': () => ({ data: { data: METRICS } }),
  '/clients/1/team': () => ({ data: { data: TEAM } }),
  '/product-categories': () => ({ data: { data: CATEGORIES } }),
});

/** The billing page in a window `width` px wide, once the retainer's row is in. */
async function billingAt(width: number) {
  hub.start();
  renderRoute('/clients/1/billing', { width });
  const retainer = await screen.findByRole('row', { name: /INV-100003/ });
  const headers = within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  return { retainer, headers };
}

/** The cells of an invoice's row, each as its column names it (what a phone shows beside each value). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => [cell.getAttribute('data-label'), cell.textContent]);

it("on a 1024 px screen shows each invoice's date and total; the advertiser gives way, the due date goes under the balance", async () => {
  const { retainer, headers } = await billingAt(1024);
  expect(headers).toEqual(['Invoice', 'Invoice date', 'Total', 'Balance', 'Actions']);
  expect(cellsOf(retainer)).toEqual([
    ['Invoice', 'INV-100003Overdue'],
    ['Invoice date', '01/10/2026'],
    ['Total', '$4,500.00'],
    ['Balance', '$4,500.00Due 02/04/2026'],
    ['Actions', ''],
  ]);
});

it.each([1280, 1366, 1440])(
  "on a %i px laptop shows each invoice's date and total beside its advertiser and campaign",
  async (width) => {
    const { retainer, headers } = await billingAt(width);
    expect(headers).toEqual(['Invoice', 'Advertiser · Campaign', 'Invoice date', 'Total', 'Balance', 'Actions']);
    expect(cellsOf(retainer).slice(0, 5)).toEqual([
      ['Invoice', 'INV-100003Overdue'],
      ['Advertiser · Campaign', 'Acme Outdoor (Agency Services Retainer)N/A'],
      ['Invoice date', '01/10/2026'],
      ['Total', '$4,500.00'],
      ['Balance', '$4,500.00Due 02/04/2026'],
    ]);
  },
);

/** The retainer invoice's fields, each with its value, where every one has a place of its own. */
const RETAINER_FIELDS = [
  ['Invoice', 'INV-100003'],
  ['Status', 'Overdue'],
  ['Advertiser · Campaign', 'Acme Outdoor (Agency Services Retainer)N/A'],
  ['Invoice date', '01/10/2026'],
  ['Due date', '02/04/2026'],
  ['Total', '$4,500.00'],
  ['Balance', '$4,500.00'],
];

it('from 1600 px gives the status and the due date columns of their own', async () => {
  const { retainer, headers } = await billingAt(1600);
  expect(headers).toEqual([
    'Invoice',
    'Status',
    'Advertiser · Campaign',
    'Invoice date',
    'Due date',
    'Total',
    'Balance',
    'Actions',
  ]);
  expect(cellsOf(retainer).slice(0, 7)).toEqual(RETAINER_FIELDS);
});

it("on a phone shows every field in the invoice's card, each said once", async () => {
  const { retainer } = await billingAt(390);
  expect(cellsOf(retainer)).toEqual([...RETAINER_FIELDS, ['Actions', '']]);
});
