import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { QBO_ADMIN, quickBooksConnection, type HubInvoice } from '../../../../tooling/testing/quickbooks-connection';
import { openForFile } from '../../../../tooling/testing/opened-for-file';
import type { JobQueue } from '../../../kernel/jobs/queue';
import { queueScheduledSyncs } from '../scheduled-syncs';

// The agency keeps QuickBooks' customer 58 as its first advertiser's external id: matched at once.
const c = openForFile('the QuickBooks connection', () =>
  quickBooksConnection({ pageSize: 10, firstAdvertiserIs: '58' }),
);

const today = () => new Date().toISOString().slice(0, 10);
/** The spec's statuses: Paid when nothing is owed, Overdue past its due date, Open otherwise. */
const statusOf = (balance: number, dueDate: string) => (balance <= 0 ? 'Paid' : dueDate < today() ? 'Overdue' : 'Open');
const company = () => c.qbo.company(c.realmId);
const invoicesOf = (customerId: string) => company().invoices.filter((i) => i.CustomerRef.value === customerId);
const byNumber = (list: HubInvoice[]) => new Map(list.map((i) => [i.docNumber, i]));

describe('QuickBooks Online connector: a sync fills Billing', () => {
  test('the first sync reads every page of invoices and writes those of mapped customers, with their figures and statuses', async () => {
    assert.equal(await c.syncNow(), undefined);
    const sync = await c.lastSync();
    assert.equal(sync.status, 'done', String(sync.error));
    const expected = invoicesOf('58');
    assert.equal(sync.rows, expected.length);
    // 25 invoices, 10 a page: three pages, asked by STARTPOSITION and MAXRESULTS.
    const pages = c.qbo.served.queries.filter((q) => /from Invoice/i.test(q));
    assert.deepEqual(
      pages.map((q) => /STARTPOSITION (\d+) MAXRESULTS (\d+)/.exec(q)?.slice(1).join('/')),
      ['1/10', '11/10', '21/10'],
    );

    const billing = byNumber(await c.billing());
    assert.equal(billing.size, expected.length);
    for (const invoice of expected) {
      const shown = billing.get(invoice.DocNumber!);
      assert.ok(shown, `invoice ${invoice.DocNumber} is in Billing`);
      assert.equal(shown.totalAmount, invoice.TotalAmt);
      assert.equal(shown.balance, invoice.Balance);
      assert.equal(shown.transactionDate, invoice.TxnDate);
      assert.equal(shown.dueDate, invoice.DueDate);
      assert.equal(shown.status, statusOf(invoice.Balance, invoice.DueDate));
      assert.equal(shown.advertiserId, c.advertisers[0]!.id);
      assert.equal(shown.customerName, invoice.CustomerRef.name);
    }
    assert.deepEqual(new Set([...billing.values()].map((i) => i.status)), new Set(['Overdue', 'Open', 'Paid']));
  });

  test("an invoice's lines are its sales items and its tax, and its PDF is QuickBooks' own", async () => {
    const taxed = invoicesOf('58').find((i) => i.TxnTaxDetail.TotalTax > 0)!;
    const shown = byNumber(await c.billing()).get(taxed.DocNumber!)!;
    const lines = await c.t.db.query<{ description: string; amount: string }>(
      'SELECT description, amount::text AS amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY position',
      [shown.id],
    );
    const sales = taxed.Line.filter((l) => l.DetailType === 'SalesItemLineDetail');
    assert.equal(lines.length, sales.length + 1);
    assert.equal(lines.at(-1)!.description, 'Sales tax');
    assert.equal(Number(lines.at(-1)!.amount), taxed.TxnTaxDetail.TotalTax);

    const pdf = await c.t.call(QBO_ADMIN, 'GET', `/api/clients/${c.acme}/invoices/${shown.id}/pdf`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.raw.headers['content-type'], 'application/pdf');
    const text = pdf.raw.rawPayload.toString('latin1');
    assert.ok(text.startsWith('%PDF-'));
    assert.ok(text.includes(`(Invoice ${taxed.DocNumber}) Tj`), 'the stored PDF is the one QuickBooks printed');
  });

  test('customers nobody mapped are listed and counted, their invoices not written; mapped once, the next sync writes them', async () => {
    const sync = await c.lastSync();
    assert.equal(sync.unmatchedCount, 2);
    const listed = await c.t.call(QBO_ADMIN, 'GET', `${c.base}/mappings`);
    assert.equal(listed.status, 200);
    const waiting = listed.body.data.filter((m: { advertiserId: number | null }) => m.advertiserId === null);
    assert.deepEqual(waiting.map((m: { externalId: string }) => m.externalId).sort(), ['59', '60']);
    const numbers = new Set((await c.billing()).map((i) => i.docNumber));
    for (const invoice of [...invoicesOf('59'), ...invoicesOf('60')]) assert.ok(!numbers.has(invoice.DocNumber!));

    const mapped = await c.t.call(QBO_ADMIN, 'PUT', `${c.base}/mappings`, {
      kind: 'customer',
      externalId: '59',
      advertiserId: c.advertisers[1]!.id,
    });
    assert.ok(mapped.status < 300, JSON.stringify(mapped.body));
    assert.equal(await c.syncNow(), undefined);
    const next = await c.lastSync();
    assert.equal(next.status, 'done', String(next.error));
    // Customer 60's invoices did not change since: this sync passed over none of them.
    assert.equal(next.unmatchedCount, 0);
    assert.equal(next.rows, invoicesOf('59').length);
    const billing = byNumber(await c.billing());
    for (const invoice of invoicesOf('59'))
      assert.equal(billing.get(invoice.DocNumber!)?.advertiserId, c.advertisers[1]!.id);
    for (const invoice of invoicesOf('60')) assert.equal(billing.get(invoice.DocNumber!), undefined);
  });

  test('an incremental sync reads what changed since the last one and updates a paid invoice without duplicating it', async () => {
    const open = invoicesOf('58').find((i) => i.Balance > 0)!;
    const before = await c.billing();
    c.qbo.updateInvoice(c.realmId, open.Id, { Balance: 0 });
    c.qbo.served.queries.length = 0;
    assert.equal(await c.syncNow(), undefined);
    const sync = await c.lastSync();
    assert.equal(sync.status, 'done', String(sync.error));
    assert.equal(sync.rows, 1);
    const asked = c.qbo.served.queries.find((q) => /from Invoice/i.test(q))!;
    assert.match(asked, /where MetaData\.LastUpdatedTime >= '\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00'/);

    const after = await c.billing();
    assert.equal(after.length, before.length);
    const paid = after.filter((i) => i.docNumber === open.DocNumber);
    assert.equal(paid.length, 1);
    assert.equal(paid[0]!.id, before.find((i) => i.docNumber === open.DocNumber)!.id);
    assert.equal(paid[0]!.balance, 0);
    assert.equal(paid[0]!.status, 'Paid');
  });

  test('an invoice deleted in QuickBooks leaves Billing at the next sync, with its lines and its PDF', async () => {
    const gone = invoicesOf('58').at(-1)!;
    const before = await c.billing();
    const shown = before.find((i) => i.docNumber === gone.DocNumber)!;
    const [held] = await c.t.db.query<{ key: string | null; lines: number }>(
      `SELECT pdf_storage_key AS key, (SELECT count(*)::int FROM invoice_lines WHERE invoice_id = $1) AS lines
       FROM invoices WHERE id = $1`,
      [shown.id],
    );
    assert.ok(held!.key && held!.lines > 0);
    c.qbo.deleteInvoice(c.realmId, gone.Id);
    c.qbo.served.queries.length = 0;
    assert.equal(await c.syncNow(), undefined);
    const sync = await c.lastSync();
    assert.equal(sync.status, 'done', String(sync.error));
    assert.equal(sync.rows, 1);
    assert.ok(
      c.qbo.served.queries.some((q) => /^cdc Invoice /.test(q)),
      'change data capture was asked',
    );

    // Billing's list no longer has it (looked up by its row, since the stand-in's company no longer names it).
    const [row] = await c.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE id = $1', [
      shown.id,
    ]);
    assert.equal(row!.n, 0);
    const list = await c.t.call(QBO_ADMIN, 'GET', `/api/clients/${c.acme}/invoices?search=${gone.DocNumber}`);
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, 0);
    assert.equal((await c.billing()).length, before.length - 1, 'every other invoice stays');
    const [left] = await c.t.db.query<{ lines: number }>(
      'SELECT count(*)::int AS lines FROM invoice_lines WHERE invoice_id = $1',
      [shown.id],
    );
    assert.equal(left!.lines, 0);
    assert.equal(await c.deps.quickbooks!.fileStore.read(held!.key!), null, 'its PDF was removed from the file store');
  });

  test("an invoice whose number is another invoice's is not written, and the sync says so", async () => {
    const [taken] = await c.t.db.query<{ doc: string }>(
      `SELECT doc_number AS doc FROM invoices WHERE client_id = $1 AND doc_number LIKE 'INV-%' LIMIT 1`,
      [c.acme],
    );
    const invoice = invoicesOf('58')[1]!;
    c.qbo.updateInvoice(c.realmId, invoice.Id, { DocNumber: taken!.doc, Balance: 1 });
    assert.equal(await c.syncNow(), undefined);
    const sync = await c.lastSync();
    assert.equal(sync.status, 'done');
    assert.equal(sync.rows, 0);
    assert.match(String(sync.error), new RegExp(`numbers are other invoices' \\(${taken!.doc}\\)`));
    const [kept] = await c.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices WHERE client_id = $1 AND doc_number = $2`,
      [c.acme, taken!.doc],
    );
    assert.equal(kept!.n, 1);
  });

  test('the daily sync queues an incremental sync of the connection, one at a time, that changes nothing unchanged', async () => {
    const sent: Record<string, unknown>[] = [];
    const jobs: JobQueue = { send: async (_queue, data) => (sent.push(data as never), 'job'), work: async () => {} };
    assert.equal(await queueScheduledSyncs(c.t.db, jobs), 0, 'synced less than a day ago');
    await c.t.db.query(`UPDATE connector_syncs SET queued_at = queued_at - interval '25 hours'`);
    assert.equal(await queueScheduledSyncs(c.t.db, jobs), 1);
    assert.equal(await queueScheduledSyncs(c.t.db, jobs), 0, 'the sync waiting is the one');
    assert.equal(sent.length, 1);
    const before = await c.billing();
    assert.equal(await c.runAgain(Number(sent[0]!.syncId)), undefined);
    const sync = await c.lastSync();
    assert.equal(sync.status, 'done', String(sync.error));
    assert.equal(sync.rows, 0);
    assert.deepEqual(await c.billing(), before);
  });
});
