import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatCurrencyWithCents as usd } from '@beacon/shared/format';
import { makeApiKey, sendBatch } from '../../../tooling/testing/api-keys';
import { call } from '../../../tooling/testing/call';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { clientIdOf, createTestApi, type TestApi } from '../../../tooling/testing/test-api';
import { MAX_PDF_BYTES } from './invoice-pdfs';

const pdfOf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer << >>\n%%EOF\n`);
const invoice = (externalId: string, pdf: unknown) => ({
  externalId,
  invoiceNumber: `PDF-${externalId}`,
  totalAmount: 100,
  balance: 100,
  transactionDate: '2026-10-01',
  dueDate: '2026-10-31',
  pdf,
});

const LINES = [
  { description: 'Media: Winter Trail Campaign', quantity: 1, unitPrice: 900, amount: 900 },
  { description: 'Ad serving (thousand impressions)', quantity: 1250, unitPrice: 0.08, amount: 100 },
];
const lined = (lines?: unknown, totalAmount = 1000) => ({
  externalId: 'lines-1',
  invoiceNumber: 'LINES-1',
  totalAmount,
  balance: totalAmount,
  transactionDate: '2026-10-01',
  dueDate: '2026-10-31',
  ...(lines === undefined ? {} : { lines }),
});

// Uploaded bytes in the database (BEACON_FILE_STORE=database), on PGlite: one connection, one transaction at a time.
let t: TestApi;
let key: Awaited<ReturnType<typeof makeApiKey>>;
let acme: number;
before(async () => {
  t = await createTestApi({ fileStore: 'database' });
  acme = await clientIdOf(t.db, 'Acme Outdoor');
  key = await makeApiKey(t.db, acme, 'Accounting export');
});
after(async () => t.close());

const post = (records: unknown[]) => sendBatch(t.app, key.headers, 'invoices', records);

const blobs = async () => (await t.db.query('SELECT storage_key FROM file_blobs')).length;

describe("invoices' PDFs", () => {
  test(
    'are stored in the file store, even when it is the database itself, and downloaded as sent',
    { timeout: 120_000 },
    async () => {
      const before = await blobs();
      const sent = await post([invoice('pdf-1', pdfOf('first').toString('base64'))]);
      assert.deepEqual(sent.body.data, { records: 1, created: 1, updated: 0, unchanged: 0 });
      assert.equal(await blobs(), before + 1);
      const [row] = await t.db.query<{ id: number }>("SELECT id FROM invoices WHERE external_id = 'pdf-1'");
      const pdf = await call(t, 'admin@acme.test', 'GET', `/api/clients/${acme}/invoices/${row!.id}/pdf`);
      assert.deepEqual(pdf.raw.rawPayload, pdfOf('first'));

      // The same bytes again are not stored again; new bytes replace them, and the old ones go.
      assert.equal((await post([invoice('pdf-1', pdfOf('first').toString('base64'))])).body.data.unchanged, 1);
      assert.equal(await blobs(), before + 1);
      assert.equal((await post([invoice('pdf-1', pdfOf('second').toString('base64'))])).body.data.updated, 1);
      assert.equal(await blobs(), before + 1);
      const again = await call(t, 'admin@acme.test', 'GET', `/api/clients/${acme}/invoices/${row!.id}/pdf`);
      assert.deepEqual(again.raw.rawPayload, pdfOf('second'));
    },
  );

  test('that are not PDFs, not base64 or too big are named, and nothing of the batch is stored', async () => {
    const before = await blobs();
    const answer = await post([
      invoice('pdf-ok', pdfOf('fine').toString('base64')),
      invoice('pdf-text', Buffer.from('hello, not a pdf').toString('base64')),
      invoice('pdf-garbled', '%%% not base64 %%%'),
      invoice('pdf-huge', Buffer.concat([pdfOf('huge'), Buffer.alloc(MAX_PDF_BYTES)]).toString('base64')),
    ]);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, [
      { field: 'records.1.pdf', message: 'is not a PDF file' },
      { field: 'records.2.pdf', message: 'must be the PDF file in base64' },
      { field: 'records.3.pdf', message: 'must be at most 2 MB' },
    ]);
    assert.equal(await blobs(), before, 'the good PDF stored for the batch is removed with it');
    assert.equal(
      (await t.db.query("SELECT 1 FROM invoices WHERE external_id LIKE 'pdf-%' AND external_id <> 'pdf-1'")).length,
      0,
    );
  });

  test('refused for another reason: the PDFs stored for the batch are removed', async () => {
    const before = await blobs();
    const answer = await post([
      invoice('pdf-new', pdfOf('new').toString('base64')),
      { ...invoice('pdf-orphan', pdfOf('orphan').toString('base64')), advertiserExternalId: 'nobody' },
    ]);
    assert.equal(answer.status, 400);
    assert.equal(await blobs(), before);
  });
});

/** The invoice's PDF as the Billing page downloads it. */
async function downloaded(): Promise<string> {
  const [row] = await t.db.query<{ id: number }>("SELECT id FROM invoices WHERE external_id = 'lines-1'");
  const pdf = await call(t, 'admin@acme.test', 'GET', `/api/clients/${acme}/invoices/${row!.id}/pdf`);
  assert.equal(pdf.status, 200);
  return pdfText(pdf.raw.rawPayload);
}

describe("the ingestion API's invoice lines", () => {
  test('are printed on the invoice, kept when sent again or left out, replaced when they change', async () => {
    assert.deepEqual((await post([lined(LINES)])).body.data, { records: 1, created: 1, updated: 0, unchanged: 0 });
    const text = await downloaded();
    assert.ok(text.includes(`Media: Winter Trail Campaign1${usd(900)}${usd(900)}`), text);
    assert.ok(text.includes(`Ad serving (thousand impressions)1,250${usd(0.08)}${usd(100)}`));

    assert.equal((await post([lined(LINES)])).body.data.unchanged, 1, 'the same lines again change nothing');
    assert.equal((await post([lined()])).body.data.unchanged, 1, 'left out, they are kept');
    const changed = [{ ...LINES[0], description: 'Media: Winter Trail Campaign, December' }, LINES[1]];
    assert.equal((await post([lined(changed)])).body.data.updated, 1, 'other lines update the invoice');
    assert.ok((await downloaded()).includes('Media: Winter Trail Campaign, December'));
  });

  test('that do not make the total, or an amount that is not quantity × rate, are refused by field', async () => {
    const wrong = [{ ...LINES[0], amount: 901 }, LINES[1]];
    const answer = await post([lined(wrong)]);
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, [
      { field: 'records.0.lines.0.amount', message: 'must be quantity × unitPrice, to the cent' },
      { field: 'records.0.lines', message: 'must add up to totalAmount' },
    ]);
  });

  test('a new total without lines drops the stored ones: the PDF shows one line of services for it', async () => {
    await post([lined(LINES)]);
    assert.equal((await post([lined(undefined, 1200)])).body.data.updated, 1);
    const text = await downloaded();
    assert.ok(text.includes(`Services1${usd(1200)}${usd(1200)}`), text);
    assert.ok(!text.includes('Winter Trail'));
  });
});
