import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { makeApiKey } from '../../../tooling/testing/api-keys';
import { call } from '../../../tooling/testing/call';
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

async function post(records: unknown[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/invoices',
    headers: key.headers,
    payload: { records },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

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
