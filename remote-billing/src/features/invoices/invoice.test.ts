import { invoiceOrder, toInvoice, type InvoiceResponse } from './invoice';

const response = (fields: Partial<InvoiceResponse>): InvoiceResponse => ({
  id: 1,
  docNumber: 'INV-1',
  totalAmount: 100,
  balance: 0,
  transactionDate: '2026-01-01',
  dueDate: '2026-01-31',
  status: 'Paid',
  advertiserId: 1,
  advertiserName: 'Trailhead',
  customerName: 'Acme Outdoor',
  campaignId: 1,
  campaignName: 'Spring',
  ...fields,
});

it('falls back to the customer name for the advertiser, and to N/A for the campaign', () => {
  expect(toInvoice(response({ advertiserName: null, campaignName: null }))).toMatchObject({
    advertiserName: 'Acme Outdoor',
    campaignName: 'N/A',
  });
  expect(toInvoice(response({ advertiserName: ' ', campaignName: '' }))).toMatchObject({
    advertiserName: 'Acme Outdoor',
    campaignName: 'N/A',
  });
  expect(toInvoice(response({}))).toMatchObject({ advertiserName: 'Trailhead', campaignName: 'Spring' });
});

it('orders Overdue, Open, Paid, then by transaction date', () => {
  const list = [
    toInvoice(response({ docNumber: 'paid', status: 'Paid', transactionDate: '2026-01-01' })),
    toInvoice(response({ docNumber: 'open-late', status: 'Open', transactionDate: '2026-03-01' })),
    toInvoice(response({ docNumber: 'overdue', status: 'Overdue', transactionDate: '2026-02-01' })),
    toInvoice(response({ docNumber: 'open-early', status: 'Open', transactionDate: '2026-02-01' })),
  ];
  expect([...list].sort(invoiceOrder).map((i) => i.docNumber)).toEqual(['overdue', 'open-early', 'open-late', 'paid']);
});
