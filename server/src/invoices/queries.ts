import { inScope, scopeParams, type ClientScope } from '../access/scope';
import { notFound } from '../api/errors';
import { day, likeText } from '../api/schemas';
import type { Static } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import type { Invoice, InvoiceMetrics } from './schemas';

/** Derived, so an unpaid invoice turns Overdue the day after its due date without any job running. */
export const STATUS = `CASE WHEN i.balance <= 0 THEN 'Paid' WHEN i.due_date < current_date THEN 'Overdue' ELSE 'Open' END`;
const STATUS_ORDER = `array_position(ARRAY['Overdue', 'Open', 'Paid'], ${STATUS})`;

const COLUMNS = `i.id, i.doc_number AS "docNumber", i.total_amount::float8 AS "totalAmount", i.balance::float8 AS balance,
  ${day('i.transaction_date')} AS "transactionDate", ${day('i.due_date')} AS "dueDate", ${STATUS} AS status,
  i.advertiser_id AS "advertiserId", COALESCE(a.name, i.customer_name) AS "advertiserName", i.customer_name AS "customerName",
  i.campaign_id AS "campaignId", COALESCE(c.name, 'N/A') AS "campaignName"`;
const FROM =
  'FROM invoices i LEFT JOIN advertisers a ON a.id = i.advertiser_id LEFT JOIN campaigns c ON c.id = i.campaign_id';

export interface InvoiceFilter {
  statuses?: string[];
  search?: string;
  advertiserIds?: number[];
  limit: number;
  offset: number;
}

/** Overdue first, then Open, then Paid; equal statuses by transaction date, newest first. */
export async function listInvoices(db: Database, scope: ClientScope, f: InvoiceFilter) {
  return db.query<Static<typeof Invoice> & { totalCount: number }>(
    `
    SELECT ${COLUMNS}, count(*) OVER ()::int AS "totalCount" ${FROM}
    WHERE ${inScope('i.client_id', 'i.advertiser_id')} AND ($3::text[] IS NULL OR ${STATUS} = ANY($3::text[]))
      AND ($4::text IS NULL OR concat_ws(' ', i.doc_number, a.name, i.customer_name, c.name) ILIKE '%' || $4 || '%')
      AND ($5::int[] IS NULL OR i.advertiser_id = ANY($5::int[]))
    ORDER BY ${STATUS_ORDER}, i.transaction_date DESC, i.id DESC LIMIT $6 OFFSET $7`,
    [...scopeParams(scope), f.statuses ?? null, likeText(f.search), f.advertiserIds ?? null, f.limit, f.offset],
  );
}

export async function invoiceById(db: Database, scope: ClientScope, id: number) {
  const [row] = await db.query<Static<typeof Invoice> & { memo: string | null; clientName: string }>(
    `
    SELECT ${COLUMNS}, i.memo, cl.name AS "clientName" ${FROM} JOIN clients cl ON cl.id = i.client_id
    WHERE ${inScope('i.client_id', 'i.advertiser_id')} AND i.id = $3`,
    [...scopeParams(scope), id],
  );
  if (!row) throw notFound();
  return row;
}

/** The Billing badge (countOverdue) and the totals above the invoice list. */
export async function invoiceMetrics(db: Database, scope: ClientScope) {
  const [row] = await db.query<Static<typeof InvoiceMetrics>>(
    `
    SELECT count(*) FILTER (WHERE ${STATUS} = 'Overdue')::int AS "countOverdue",
      count(*) FILTER (WHERE ${STATUS} = 'Open')::int AS "countOpen",
      count(*) FILTER (WHERE ${STATUS} = 'Paid')::int AS "countPaid",
      COALESCE(sum(i.balance), 0)::float8 AS "totalBalance",
      COALESCE(sum(i.balance) FILTER (WHERE ${STATUS} = 'Overdue'), 0)::float8 AS "overdueBalance",
      COALESCE(sum(i.total_amount), 0)::float8 AS "totalInvoiced"
    FROM invoices i WHERE ${inScope('i.client_id', 'i.advertiser_id')}`,
    scopeParams(scope),
  );
  return row!;
}
