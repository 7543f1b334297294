import type { HubData } from '../api/hub-types';

type Invoice = HubData<'/clients/{clientId}/invoices'>[number];

/** An invoice as `GET /clients/{clientId}/invoices` lists it, for tests: a paid one of Trailhead Gear's. */
export const anInvoice = (fields: Partial<Invoice> = {}): Invoice => ({
  id: 1,
  docNumber: 'INV-1',
  totalAmount: 1000,
  balance: 0,
  transactionDate: '2026-01-05',
  dueDate: '2026-02-04',
  status: 'Paid',
  advertiserId: 1,
  advertiserName: 'Trailhead Gear',
  customerName: 'Trailhead Gear',
  campaignId: 11,
  campaignName: 'Spring Trails',
  ...fields,
});
