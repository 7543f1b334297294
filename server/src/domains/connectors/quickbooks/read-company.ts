import type { Database } from '../../../kernel/db/database';
import type { WorkspaceRef } from '../../analytics/access';
import { advertisersFor, mappedSince, type VendorRecord } from '../mappings';
import type { QuickBooksClient } from './client';
import { billingInvoiceOf, type BillingInvoice } from './invoice-of';
import type { QboInvoice } from './wire';

export interface CompanyRead {
  /** The invoices to write, each with the advertiser its customer is mapped to. */
  mapped: (BillingInvoice & { advertiserId: number })[];
  /** Customers with invoices in this sync that no one has mapped yet (their invoices are not written). */
  unmatchedCustomers: number;
  unmatchedInvoices: number;
  /** Invoices QuickBooks sent without what Billing needs, in words. */
  problems: string[];
  /** The earliest invoice date read (a backfill's window starts there). */
  firstDay: string | null;
  /** QuickBooks Ids of invoices deleted there since the last sync: Billing no longer holds them. */
  deleted: string[];
}

/**
 * Reads what a sync needs from the company: its customers (each noted at the connection's mappings, so that a person
 * can map it before its first invoice) and its invoices changed since `since`, page by page, the last version of
 * each, with every invoice of the customers mapped since then. Every customer an invoice names is matched through the mappings; none is guessed.
 */
export async function readCompany(
  db: Database,
  workspace: WorkspaceRef,
  connectionId: number,
  client: QuickBooksClient,
  since: Date | null,
): Promise<CompanyRead> {
  const customers = new Map<string, VendorRecord>();
  for await (const page of client.customers())
    for (const c of page) customers.set(c.Id, { id: c.Id, name: c.DisplayName ?? c.CompanyName ?? `Customer ${c.Id}` });
  const invoices = new Map<string, QboInvoice>();
  for await (const page of client.invoices(since)) for (const invoice of page) invoices.set(invoice.Id, invoice);
  // What a bookkeeper deleted is in no query: change data capture names it (the first sync has nothing to remove).
  const problems: string[] = [];
  const deleted = since ? await client.deletedInvoices(since) : { ids: [], complete: true };
  if (!deleted.complete)
    problems.push(
      'Invoices deleted in QuickBooks more than 30 days after the last sync, or among more than 1,000 changes, may still show in Billing',
    );
  // A customer a person mapped since then: its invoices were passed over until now, whenever they last changed.
  const newlyMapped = since ? await mappedSince(db, connectionId, 'customer', since) : [];
  for (let i = 0; i < newlyMapped.length; i += 100)
    for await (const page of client.invoicesOf(newlyMapped.slice(i, i + 100)))
      for (const invoice of page) invoices.set(invoice.Id, invoice);

  const read: BillingInvoice[] = [];
  for (const invoice of invoices.values()) {
    const made = billingInvoiceOf(invoice);
    if ('problem' in made) problems.push(made.problem);
    else read.push(made);
  }
  // Inactive customers are not in the customer list, but their invoices name them.
  for (const invoice of read)
    if (!customers.has(invoice.customerId))
      customers.set(invoice.customerId, { id: invoice.customerId, name: invoice.customerName });
  const advertiserOf = await advertisersFor(db, workspace, connectionId, 'customer', [...customers.values()]);

  const mapped: CompanyRead['mapped'] = [];
  const unmatched = new Set<string>();
  let unmatchedInvoices = 0;
  for (const invoice of read) {
    const advertiserId = advertiserOf.get(invoice.customerId);
    if (advertiserId == null) {
      unmatched.add(invoice.customerId);
      unmatchedInvoices += 1;
      continue;
    }
    const name = customers.get(invoice.customerId)?.name ?? invoice.customerName;
    mapped.push({ ...invoice, customerName: name, advertiserId });
  }
  const days = read.map((i) => i.transactionDate).sort();
  return {
    mapped,
    unmatchedCustomers: unmatched.size,
    unmatchedInvoices,
    problems,
    firstDay: days[0] ?? null,
    deleted: deleted.ids.filter((id) => !invoices.has(id)),
  };
}
