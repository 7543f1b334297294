import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { call } from '../../../tooling/testing/call';
import { testApiOfFile } from '../../../tooling/testing/test-api';

const t = testApiOfFile();

describe('invoices', () => {
  test('every status exists, Overdue first, then Open, then Paid, newest first within a status', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices?pageSize=500');
    const statuses = list.body.data.map((i: { status: string }) => i.status);
    for (const s of ['Overdue', 'Open', 'Paid']) assert.ok(statuses.includes(s), `has ${s}`);
    const rank = statuses.map((s: string) => ['Overdue', 'Open', 'Paid'].indexOf(s));
    assert.deepEqual(
      rank,
      [...rank].sort((a: number, b: number) => a - b),
    );
    const overdue = list.body.data.filter((i: { status: string }) => i.status === 'Overdue');
    assert.ok(
      overdue.every(
        (i: { balance: number; dueDate: string }) => i.balance > 0 && i.dueDate < new Date().toISOString().slice(0, 10),
      ),
    );
    const retainer = list.body.data.find((i: { campaignId: number | null }) => i.campaignId === null);
    assert.equal(retainer.campaignName, 'N/A');
    assert.equal(retainer.advertiserName, retainer.customerName);
  });

  test('metrics count what the list shows', async () => {
    const metrics = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices/metrics');
    const overdue = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices?statuses=Overdue&pageSize=1');
    assert.equal(metrics.body.data.countOverdue, overdue.body.page.total);
    assert.ok(metrics.body.data.countOverdue > 0);
  });

  test('the PDF is generated from the invoice and carries its number as text', async () => {
    const list = await call(t, 'admin@acme.test', 'GET', '/api/clients/1/invoices?pageSize=1');
    const invoice = list.body.data[0];
    const pdf = await call(t, 'admin@acme.test', 'GET', `/api/clients/1/invoices/${invoice.id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.raw.headers['content-type'], 'application/pdf');
    assert.match(
      String(pdf.raw.headers['content-disposition']),
      new RegExp(`^attachment; filename="${invoice.docNumber}.pdf"`),
    );
    const text = pdf.raw.rawPayload.toString('latin1');
    assert.ok(text.startsWith('%PDF-'));
    // pdfkit writes text as hex glyph strings: look for the number encoded that way too.
    const hex = Buffer.from(invoice.docNumber, 'latin1').toString('hex');
    assert.ok(
      text.includes(invoice.docNumber) || text.toLowerCase().includes(hex),
      'the PDF contains the invoice number',
    );
  });

  test('REPORTING_ONLY has no INVOICES_READ: 403', async () => {
    assert.equal((await call(t, 'reports@acme.test', 'GET', '/api/clients/1/invoices')).status, 403);
    assert.equal((await call(t, 'reports@acme.test', 'GET', '/api/clients/1/invoices/metrics')).status, 403);
  });
});
