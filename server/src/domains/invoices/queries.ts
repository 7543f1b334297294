import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { notFound } from '../../kernel/http/errors';
import { likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { asFloat, contains, dayText, isAnyOf, TOTAL_COUNT } from '../../kernel/db/sql';
import { INVOICE_STATUSES } from '../../semantic/enumerations';
import type { InvoiceLine } from './pdf';
import type { Invoice, InvoiceMetrics } from './schemas';

type InvoiceStatus = Static<typeof Invoice>['status'];

/** Derived, so an unpaid invoice turns Overdue the day after its due date without any job running. */
const STATUS = `CASE WHEN i.balance <= 0 THEN 'Paid' WHEN i.due_date < current_date THEN 'Overdue' ELSE 'Open' END`;
const status = sql<InvoiceStatus>`${sql.raw(STATUS)}`;
/** The spec's sort order, from the one list of invoice statuses. */
const STATUS_ORDER = sql`array_position(${[...INVOICE_STATUSES]}::text[], ${status})`;

/** Invoices with their advertiser and campaign names (an invoice may have neither). */
function invoices(db: Database, scope: ClientScope) {
  return scoped(db, scope)
    .selectFrom('invoices as i')
    .leftJoin('advertisers as a', 'a.id', 'i.advertiser_id')
    .leftJoin('campaigns as c', 'c.id', 'i.campaign_id')
    .select([
      'i.id',
      'i.doc_number as docNumber',
      asFloat('i.total_amount').as('totalAmount'),
      asFloat('i.balance').as('balance'),
      dayText('i.transaction_date').as('transactionDate'),
      dayText('i.due_date').as('dueDate'),
      status.as('status'),
      'i.advertiser_id as advertiserId',
      sql<string>`COALESCE(a.name, i.customer_name)`.as('advertiserName'),
      'i.customer_name as customerName',
      'i.campaign_id as campaignId',
      sql<string>`COALESCE(c.name, 'N/A')`.as('campaignName'),
    ]);
}

export interface InvoiceFilter {
  statuses?: string[];
  search?: string;
  advertiserIds?: number[];
  limit: number;
  offset: number;
}

/** Overdue first, then Open, then Paid; equal statuses by transaction date, newest first. */
export async function listInvoices(
  db: Database,
  scope: ClientScope,
  f: InvoiceFilter,
): Promise<(Static<typeof Invoice> & { totalCount: number })[]> {
  const search = likeText(f.search);
  return invoices(db, scope)
    .select(TOTAL_COUNT)
    .$if(f.statuses !== undefined, (q) => q.where(sql<boolean>`${status} = ANY(${f.statuses}::text[])`))
    .$if(search !== null, (q) =>
      q.where(contains(sql`concat_ws(' ', i.doc_number, a.name, i.customer_name, c.name)`, search!)),
    )
    .$if(f.advertiserIds !== undefined, (q) => q.where(isAnyOf('i.advertiser_id', f.advertiserIds!)))
    .orderBy(STATUS_ORDER)
    .orderBy('i.transaction_date', 'desc')
    .orderBy('i.id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
}

export async function invoiceById(db: Database, scope: ClientScope, id: number) {
  const row = await invoices(db, scope)
    .innerJoin('clients as cl', 'cl.id', 'i.client_id')
    .select(['i.memo', 'cl.id as clientId', 'cl.name as clientName', 'i.pdf_storage_key as pdfStorageKey'])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Invoices' lines, each invoice's in their order (none for one sent without them). */
export async function invoiceLines(
  db: Database,
  scope: ClientScope,
  ids: number[],
): Promise<(InvoiceLine & { invoiceId: number })[]> {
  return scoped(db, scope)
    .selectFrom('invoices as i')
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .select([
      'l.invoice_id as invoiceId',
      'l.description',
      asFloat('l.quantity').as('quantity'),
      asFloat('l.unit_price').as('unitPrice'),
      asFloat('l.amount').as('amount'),
    ])
    .where(isAnyOf('i.id', ids))
    .orderBy('l.invoice_id')
    .orderBy('l.position')
    .execute();
}

/** The Billing badge (countOverdue) and the totals above the invoice list. */
export async function invoiceMetrics(db: Database, scope: ClientScope): Promise<Static<typeof InvoiceMetrics>> {
  const count = (s: InvoiceStatus) => sql<number>`count(*) FILTER (WHERE ${status} = ${s})::int`;
  const row = await scoped(db, scope)
    .selectFrom('invoices as i')
    .select([
      count('Overdue').as('countOverdue'),
      count('Open').as('countOpen'),
      count('Paid').as('countPaid'),
      asFloat(sql`COALESCE(sum(i.balance), 0)`).as('totalBalance'),
      asFloat(sql`COALESCE(sum(i.balance) FILTER (WHERE ${status} = 'Overdue'), 0)`).as('overdueBalance'),
      asFloat(sql`COALESCE(sum(i.total_amount), 0)`).as('totalInvoiced'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
