import { Type, type Static } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { asFloat, isAnyOf, rowsOf } from '../../kernel/db/sql';
import type { FieldError } from '../../kernel/http/errors';
import type { Item } from './batch';
import { Money, Name } from './schemas';
import { cents } from './upsert';

const InvoiceLine = Type.Object(
  {
    description: Name(500),
    quantity: Type.Number({ minimum: -999_999_999, maximum: 999_999_999 }),
    unitPrice: Money,
    amount: Money,
  },
  { additionalProperties: false },
);

export const InvoiceLines = Type.Optional(
  Type.Array(InvoiceLine, {
    maxItems: 500,
    description:
      "The invoice's lines, in order; each amount is quantity × unitPrice and together they make totalAmount, to " +
      'the cent. Left out keeps the stored ones while they still make the total; [] removes them',
  }),
);

interface WithLines {
  totalAmount: number;
  lines?: Static<typeof InvoiceLine>[];
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

type Row = {
  invoice_id: number;
  position: number;
  description: string;
  quantity: number;
  unit_price: number;
  amount: number;
};
const keyOf = (rows: Omit<Row, 'invoice_id'>[]) =>
  JSON.stringify(rows.map((r) => [r.position, r.description, cents(r.quantity), cents(r.unit_price), cents(r.amount)]));

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
  const ids = items.map((item) => idOf(item.record));
  const stored = await scoped(tx, scope)
    .selectFrom('invoices as i')
    .innerJoin('invoice_lines as l', 'l.invoice_id', 'i.id')
    .select([
      'l.invoice_id',
      'l.position',
      'l.description',
      asFloat('l.quantity').as('quantity'),
      asFloat('l.unit_price').as('unit_price'),
      asFloat('l.amount').as('amount'),
    ])
    .where(isAnyOf('i.id', ids))
    .orderBy('l.invoice_id')
    .orderBy('l.position')
    .execute();
  const storedOf = new Map<number, Row[]>();
  for (const row of stored) storedOf.set(row.invoice_id, [...(storedOf.get(row.invoice_id) ?? []), row]);
  const replaced = new Set<number>();
  const rows: Row[] = [];
  for (const { record } of items) {
    const id = idOf(record);
    const before = storedOf.get(id) ?? [];
    const sent: Row[] =
      record.lines?.map((line, n) => ({
        invoice_id: id,
        position: n + 1,
        description: line.description.trim(),
        quantity: line.quantity,
        unit_price: cents(line.unitPrice),
        amount: cents(line.amount),
      })) ??
      // Left out: kept while they still make the total.
      (before.reduce((sum, row) => sum + inCents(row.amount), 0) === inCents(record.totalAmount) ? before : []);
    if (keyOf(sent) === keyOf(before)) continue;
    replaced.add(id);
    rows.push(...sent);
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
