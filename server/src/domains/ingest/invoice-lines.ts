import { Type, type Static } from 'typebox';
import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import type { Database } from '../../kernel/db/database';
import { rowsOf } from '../../kernel/db/sql';
import type { FieldError } from '../../kernel/http/errors';
import type { InvoiceLine } from '../invoices/pdf';
import { invoiceLines } from '../invoices/queries';
import type { Item } from './batch';
import { Money, Name } from './schemas';
import { cents } from './upsert';

const InvoiceLineRecord = Type.Object(
  {
    description: Name(500),
    quantity: Type.Number({ minimum: -999_999_999, maximum: 999_999_999 }),
    unitPrice: Money,
    amount: Money,
  },
  { additionalProperties: false },
);

export const InvoiceLines = Type.Optional(
  Type.Array(InvoiceLineRecord, {
    maxItems: 500,
    description:
      "The invoice's lines, in order; each amount is quantity × unitPrice and together they make totalAmount, to " +
      'the cent. Left out keeps the stored ones while they still make the total; [] removes them',
  }),
);

interface WithLines {
  totalAmount: number;
  lines?: Static<typeof InvoiceLineRecord>[];
}

const inCents = (amount: number) => Math.round(amount * 100);

/** Lines the PDF could not print as they are: an amount that is not its quantity times its rate, or a sum off the total. */
export function lineProblems({ index, record: r }: Item<WithLines>): FieldError[] {
  if (!r.lines?.length) return [];
  const problems = r.lines.flatMap((line, n) =>
    inCents(line.amount) === inCents(line.quantity * line.unitPrice)
      ? []
      : [{ field: `records.${index}.lines.${n}.amount`, message: 'must be quantity × unitPrice, to the cent' }],
  );
  const sum = r.lines.reduce((total, line) => total + inCents(line.amount), 0);
  if (sum !== inCents(r.totalAmount))
    problems.push({ field: `records.${index}.lines`, message: 'must add up to totalAmount' });
  return problems;
}

const keyOf = (lines: InvoiceLine[]) =>
  JSON.stringify(lines.map((l) => [l.description, cents(l.quantity), cents(l.unitPrice), cents(l.amount)]));

/**
 * The lines of a batch's invoices, once the invoices are written (`idOf`): those sent replace the stored ones; an
 * invoice sent without lines keeps its stored ones while they still make its total, and loses them otherwise (its
 * PDF then shows one line of services). Returns the invoices whose lines changed.
 */
export async function writeInvoiceLines<R extends WithLines>(
  tx: Database,
  scope: ClientScope,
  items: Item<R>[],
  idOf: (record: R) => number,
): Promise<Set<number>> {
  const storedOf = new Map<number, InvoiceLine[]>();
  for (const { invoiceId, ...line } of await invoiceLines(
    tx,
    scope,
    items.map((item) => idOf(item.record)),
  ))
    storedOf.set(invoiceId, [...(storedOf.get(invoiceId) ?? []), line]);
  const replaced = new Set<number>();
  const rows: Record<string, unknown>[] = [];
  for (const { record } of items) {
    const id = idOf(record);
    const before = storedOf.get(id) ?? [];
    const sent =
      record.lines?.map((line) => ({ ...line, description: line.description.trim() })) ??
      // Left out: kept while they still make the total.
      (before.reduce((sum, line) => sum + inCents(line.amount), 0) === inCents(record.totalAmount) ? before : []);
    if (keyOf(sent) === keyOf(before)) continue;
    replaced.add(id);
    rows.push(
      ...sent.map((line, n) => ({
        invoice_id: id,
        position: n + 1,
        description: line.description,
        quantity: line.quantity,
        unit_price: cents(line.unitPrice),
        amount: cents(line.amount),
      })),
    );
  }
  if (replaced.size === 0) return replaced;
  // The invoices were read or written through the client's scope just before.
  await rowsOf(tx, sql`DELETE FROM invoice_lines WHERE invoice_id = ANY(${[...replaced]}::int[]) RETURNING invoice_id`);
  if (rows.length > 0)
    await rowsOf(
      tx,
      sql`INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_price, amount)
        SELECT v.invoice_id, v.position, v.description, v.quantity, v.unit_price, v.amount
        FROM jsonb_populate_recordset(NULL::invoice_lines, ${JSON.stringify(rows)}::jsonb) AS v RETURNING invoice_id`,
    );
  return replaced;
}
