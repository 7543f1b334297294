import type { ClientScope } from '../../../kernel/access/scope';
import { scoped } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { LOCKS, lockInTransaction } from '../../../kernel/db/locks';
import { isAnyOf } from '../../../kernel/db/sql';
import { writeInvoiceLines } from '../../ingest/invoice-lines';
import { storedInvoices } from '../../ingest/stored-invoices';
import { writeByExternalId } from '../../ingest/upsert';
import type { BillingInvoice } from './invoice-of';
import type { PdfOutcome } from './pdfs';

export interface InvoiceToWrite extends BillingInvoice {
  advertiserId: number;
  pdf: PdfOutcome;
}

export interface WrittenInvoices {
  created: number;
  updated: number;
  /** Invoices not written: their number is another invoice's of the client. */
  conflicts: string[];
  /** Stored PDFs no invoice holds once the sync is written (replaced ones, and those of invoices not written). */
  unheld: string[];
}

/**
 * A sync's invoices written in the caller's transaction, with the ingestion API's writers (the same upsert by
 * external id and the same lines): created or updated by their QuickBooks Id within the client, each on its mapped
 * advertiser. The client's ingestion lock keeps a batch of the API from writing its invoices at the same time.
 */
export async function writeBillingInvoices(
  tx: Database,
  scope: ClientScope,
  invoices: InvoiceToWrite[],
): Promise<WrittenInvoices> {
  const unheld: string[] = [];
  if (invoices.length === 0) return { created: 0, updated: 0, conflicts: [], unheld };
  await lockInTransaction(tx, LOCKS.ingest, scope.clientId);
  const {
    invoiceOf,
    ids,
    numberOwner: owner,
  } = await storedInvoices(
    scoped(tx, scope),
    invoices.map((i) => i.externalId),
    invoices.map((i) => i.docNumber),
  );
  const conflicts: string[] = [];
  const taken = new Set<string>();
  const kept = invoices.filter((invoice) => {
    const held = owner.get(invoice.docNumber);
    const clash = (held !== undefined && held !== invoice.externalId) || taken.has(invoice.docNumber);
    taken.add(invoice.docNumber);
    if (clash) {
      conflicts.push(invoice.docNumber);
      if (invoice.pdf && invoice.pdf !== 'held') unheld.push(invoice.pdf.storageKey);
    }
    return !clash;
  });
  const row = (invoice: InvoiceToWrite) => {
    const was = invoiceOf.get(invoice.externalId);
    const pdf =
      invoice.pdf === 'held'
        ? { pdf_storage_key: was?.pdf_storage_key ?? null, pdf_sha256: was?.pdf_sha256 ?? null }
        : { pdf_storage_key: invoice.pdf?.storageKey ?? null, pdf_sha256: invoice.pdf?.sha256 ?? null };
    if (was?.pdf_storage_key && was.pdf_storage_key !== pdf.pdf_storage_key) unheld.push(was.pdf_storage_key);
    return {
      client_id: scope.clientId,
      external_id: invoice.externalId,
      doc_number: invoice.docNumber,
      advertiser_id: invoice.advertiserId,
      campaign_id: null,
      customer_name: invoice.customerName,
      total_amount: invoice.totalAmount,
      balance: invoice.balance,
      transaction_date: invoice.transactionDate,
      due_date: invoice.dueDate,
      memo: invoice.memo,
      ...pdf,
    };
  };
  const rows = new Map(kept.map((invoice) => [invoice, row(invoice)]));
  const items = kept.map((record, index) => ({ index, record }));
  const written = await writeByExternalId(tx, 'invoices', { items, found: ids, row: (r) => rows.get(r)!, scope });
  const idOf = (r: InvoiceToWrite) => written.ids.created.get(r.externalId) ?? ids.get(r.externalId)!;
  const lined = await writeInvoiceLines(tx, scope, items, idOf);
  const created = new Set(written.ids.created.values());
  const updated = new Set([...written.ids.updated, ...[...lined].filter((id) => !created.has(id))]);
  return { created: created.size, updated: updated.size, conflicts, unheld };
}

/**
 * Invoices deleted in QuickBooks taken out of Billing (their lines with them), in the caller's transaction; answers
 * how many and the PDFs they held, to remove once it commits.
 */
export async function removeDeletedInvoices(
  tx: Database,
  scope: ClientScope,
  externalIds: string[],
): Promise<{ removed: number; unheld: string[] }> {
  if (externalIds.length === 0) return { removed: 0, unheld: [] };
  await lockInTransaction(tx, LOCKS.ingest, scope.clientId);
  const gone = await scoped(tx, scope)
    .deleteFrom('invoices as i')
    .where(isAnyOf('i.external_id', externalIds))
    .returning(['i.id', 'i.pdf_storage_key'])
    .execute();
  return { removed: gone.length, unheld: gone.flatMap((g) => (g.pdf_storage_key ? [g.pdf_storage_key] : [])) };
}
