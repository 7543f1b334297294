import type { Invoice } from './invoice';
import { byInvoiceStatus } from './invoice';

const invoice = (docNumber: string, status: Invoice['status']): Invoice => ({
  id: 1,
  docNumber,
  totalAmount: 100,
  balance: 0,
  transactionDate: '2026-01-01',
  dueDate: '2026-01-31',
  status,
  advertiserId: 1,
  advertiserName: 'Trailhead',
  customerName: 'Acme Outdoor',
  campaignId: 1,
  campaignName: 'Spring',
});

it('sorts the Status column Overdue, Open, Paid, the order the server declares', () => {
  const list = [invoice('paid', 'Paid'), invoice('open', 'Open'), invoice('overdue', 'Overdue')];
  expect([...list].sort(byInvoiceStatus).map((i) => i.docNumber)).toEqual(['overdue', 'open', 'paid']);
});
