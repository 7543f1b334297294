import type { ScopedQueries } from '../../kernel/access/scoped';
import { isAnyOf } from '../../kernel/db/sql';

/**
 * What a client's invoices to write (a batch of the ingestion API, a QuickBooks sync) meet in the database: the
 * stored invoice of each external id (its id and PDF), and the external id that holds each invoice number.
 */
export async function storedInvoices(q: ScopedQueries, externalIds: string[], numbers: string[]) {
  const [found, numbered] = await Promise.all([
    q
      .selectFrom('invoices as i')
      .select(['i.id', 'i.external_id', 'i.pdf_storage_key', 'i.pdf_sha256'])
      .where(isAnyOf('i.external_id', externalIds))
      .execute(),
    q
      .selectFrom('invoices as i')
      .select(['i.doc_number', 'i.external_id'])
      .where(isAnyOf('i.doc_number', numbers))
      .execute(),
  ]);
  return {
    invoiceOf: new Map(found.map((f) => [f.external_id!, f])),
    /** Each stored invoice's id, by its external id (what the upsert by external id is given). */
    ids: new Map(found.map((f) => [f.external_id!, f.id])),
    numberOwner: new Map(numbered.map((n) => [n.doc_number, n.external_id])),
  };
}
