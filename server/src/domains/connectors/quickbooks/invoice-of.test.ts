import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { billingInvoiceOf, type BillingInvoice } from './invoice-of';
import type { QboInvoice } from './wire';

const invoice = (change: Partial<QboInvoice> = {}): QboInvoice => ({
  Id: '171',
  DocNumber: '1037',
  TxnDate: '2026-10-01',
  DueDate: '2026-10-31',
  CustomerRef: { value: '58', name: 'Trailhead Co-op' },
  Line: [
    {
      Id: '1',
      LineNum: 1,
      Description: 'Paid social, October',
      Amount: 1500,
      DetailType: 'SalesItemLineDetail',
      SalesItemLineDetail: { ItemRef: { value: '3', name: 'Paid social' }, UnitPrice: 500, Qty: 3 },
    },
    { Amount: 1500, DetailType: 'SubTotalLineDetail' },
    {
      Amount: 150,
      DetailType: 'DiscountLineDetail',
      DiscountLineDetail: { PercentBased: true, DiscountPercent: 10 },
    },
  ],
  TxnTaxDetail: { TotalTax: 108 },
  TotalAmt: 1458,
  Balance: 458,
  ...change,
});

describe('a QuickBooks invoice in Billing’s words', () => {
  test('its figures and dates as QuickBooks sends them; its lines are its sales items, its discount and its tax', () => {
    const made = billingInvoiceOf(invoice()) as BillingInvoice;
    assert.equal(made.externalId, '171');
    assert.equal(made.docNumber, '1037');
    assert.equal(made.totalAmount, 1458);
    assert.equal(made.balance, 458);
    assert.equal(made.dueDate, '2026-10-31');
    assert.equal(made.customerName, 'Trailhead Co-op');
    assert.deepEqual(made.lines, [
      { description: 'Paid social, October', quantity: 3, unitPrice: 500, amount: 1500 },
      { description: 'Discount (10%)', quantity: 1, unitPrice: -150, amount: -150 },
      { description: 'Sales tax', quantity: 1, unitPrice: 108, amount: 108 },
    ]);
  });

  test('lines that do not make the total are not kept (the PDF shows them); a missing number or due date is filled', () => {
    const made = billingInvoiceOf(
      invoice({ TotalAmt: 1500, DocNumber: undefined, DueDate: undefined }),
    ) as BillingInvoice;
    assert.deepEqual(made.lines, []);
    assert.equal(made.docNumber, 'QBO-171');
    assert.equal(made.dueDate, '2026-10-01');
  });

  test('an invoice without its amounts, date or customer is not guessed', () => {
    assert.deepEqual(billingInvoiceOf(invoice({ Balance: undefined })), {
      problem: 'invoice 171 has no TotalAmt or Balance',
    });
    assert.ok('problem' in billingInvoiceOf(invoice({ TxnDate: '10/01/2026' })));
    assert.ok('problem' in billingInvoiceOf(invoice({ CustomerRef: undefined })));
  });
});
