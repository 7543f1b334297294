import { useErrorStore } from '@beacon/shared/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CATEGORIES, INVOICES, METRICS, TEAM, invoice } from '../testing/billing-fixtures';
import { catchSavedFiles, fakeHubPerTest, searchBox, NOT_FOUND_ANSWER, pagedAnswer } from '@beacon/shared/testing';
import { renderRoute } from '../testing/render-route';

const hub = fakeHubPerTest({
  '/clients/1/invoices': pagedAnswer(INVOICES),
  '/clients/1/invoices/metrics': () => ({ data: { data: METRICS } }),
  '/clients/1/team': () => ({ data: { data: TEAM } }),
  '/product-categories': () => ({ data: { data: CATEGORIES } }),
});

const grid = () => screen.findByRole('table');
const invoiceNumbers = async () =>
  within(await grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

it('shows the metrics and the invoices in the order the server sends them: Overdue, Open, Paid', async () => {
  hub.start();
  renderRoute('/clients/1/billing');
  expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  await waitFor(async () =>
    expect(await invoiceNumbers()).toEqual(['INV-100003', 'INV-100002', 'INV-100004', 'INV-100001']),
  );
  expect(screen.getByRole('region', { name: 'Balance due' })).toHaveTextContent('$7,900.50');
  expect(screen.getByRole('region', { name: 'Overdue' })).toHaveTextContent('$4,500.001 invoice past due');
  const retainer = screen.getByRole('row', { name: /INV-100003/ });
  expect(retainer).toHaveTextContent('Acme Outdoor (Agency Services Retainer)');
  expect(retainer).toHaveTextContent('N/A');
  expect(screen.getByText('4 invoices')).toBeInTheDocument();
});

it('searches, and says No Results Found when nothing matches', async () => {
  hub.start();
  renderRoute('/clients/1/billing');
  await grid();
  const search = await searchBox('Search invoices');
  search('summit');
  expect(await invoiceNumbers()).toEqual(['INV-100002']);
  search('summitzzz');
  expect(screen.getByText('No Results Found')).toBeInTheDocument();
});

it('says No Invoices when the client has none', async () => {
  hub.start({ '/clients/1/invoices': pagedAnswer([]) });
  renderRoute('/clients/1/billing');
  expect(await screen.findByText('No Invoices')).toBeInTheDocument();
});

it("shows 'Not found' for a client out of reach, without a banner", async () => {
  hub.start({
    '/clients/1/invoices': () => NOT_FOUND_ANSWER,
  });
  renderRoute('/clients/1/billing');
  expect(await screen.findByText('Not found')).toBeInTheDocument();
  expect(useErrorStore.getState().hasError).toBe(false);
});

it('sends a failed load to the banner and offers to try again', async () => {
  let fail = true;
  hub.start({
    '/clients/1/invoices': (request) =>
      fail
        ? { status: 400, data: { status: 400, error: 'Bad Request', message: '', fields: [] } }
        : pagedAnswer(INVOICES)(request),
  });
  renderRoute('/clients/1/billing');
  expect(await screen.findByText('The invoices could not be loaded')).toBeInTheDocument();
  expect(useErrorStore.getState().uiMessage).toBe('400 - Bad Request');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
  expect(await screen.findByRole('row', { name: /INV-100001/ })).toBeInTheDocument();
});

it("downloads an invoice's PDF under the server's file name", async () => {
  const saved = catchSavedFiles();
  hub.start({
    '/clients/1/invoices/4/pdf': () => ({
      data: new Blob(['%PDF-1.3']),
      headers: { 'content-disposition': 'attachment; filename="INV-100004.pdf"' },
    }),
  });
  renderRoute('/clients/1/billing');
  fireEvent.click(await screen.findByRole('button', { name: 'Download invoice INV-100004 as PDF' }));
  await waitFor(() => expect(saved.names).toEqual(['INV-100004.pdf']));
  expect(hub.requests.find((r) => r.url === '/clients/1/invoices/4/pdf')?.responseType).toBe('blob');
  saved.restore();
});

it('opens the contact dialog about an invoice, addressed to the account manager', async () => {
  hub.start();
  renderRoute('/clients/1/billing');
  fireEvent.click(await screen.findByRole('button', { name: 'Contact us about invoice INV-100002' }));
  const dialog = await screen.findByRole('dialog', { name: 'Questions about invoice INV-100002' });
  expect(within(dialog).getByRole('heading', { name: 'Jordan Blake' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: /Send email/ })).toHaveAttribute(
    'href',
    'mailto:jordan@beacon.test?subject=Invoice%20INV-100002',
  );
});

it('exports the invoices as CSV with names that start like formulas kept as text', async () => {
  // What a spreadsheet would run: formulas after a space, full-width ones, behind a tab.
  const nasty = [' =1+1', '\uFF1D1+1', '\uFF0B1', '\uFF0D1+1', '\uFF20A1', '\t=1', '-2+3', '@A1', '+1'];
  hub.start({
    '/clients/1/invoices': pagedAnswer(
      nasty.map((name, i) =>
        invoice({ id: i + 1, docNumber: `INV-${i + 1}`, advertiserName: name, campaignName: name, totalAmount: -7 }),
      ),
    ),
  });
  const saved = catchSavedFiles();
  renderRoute('/clients/1/billing');
  await screen.findByRole('row', { name: /INV-9/ });
  fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  await waitFor(() => expect(saved.count()).toBe(1));
  const [header, ...lines] = (await saved.text(0))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const column = (title: string) => header!.split(',').indexOf(title);
  const cells = lines.map((line) => line.split(','));
  expect(cells.map((row) => row[column('Advertiser')])).toEqual(nasty.map((name) => `'${name}`));
  expect(cells.map((row) => row[column('Campaign')])).toEqual(nasty.map((name) => `'${name}`));
  expect(cells.map((row) => row[column('Total')])).toEqual(nasty.map(() => '-7'));
  saved.restore();
});
