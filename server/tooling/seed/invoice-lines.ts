import type { Database } from '../../src/kernel/db/database';
import { bulkInsert } from './bulk';

/** One line of an invoice: what, how many, at what rate; the amount is their product, to the cent. */
type Line = [description: string, quantity: number, unitPrice: number];

/**
 * A campaign's monthly invoice (its total a multiple of $25): the media (84%), the management fee (12%) and ad
 * serving at $0.10 per thousand impressions (4%), which add up to the total exactly. Drawn from the total alone,
 * so the seed's other figures are as they were.
 */
export function campaignInvoiceLines(campaignName: string, total: number): Line[] {
  const unit = total / 25;
  return [
    [`Media: ${campaignName}`, 1, unit * 21],
    ['Campaign management and optimisation', 1, unit * 3],
    ['Ad serving and verification (thousand impressions)', unit * 10, 0.1],
  ];
}

/** An account-level retainer: hours of strategy and account management. */
export function retainerInvoiceLines(total: number): Line[] {
  return [['Agency services retainer: strategy and account management (hours)', total / 150, 150]];
}

/**
 * The lines of the invoices just written, by their document numbers, found with their clients through the index on
 * (client, document number): by the number alone, each batch read every invoice written before it.
 */
export async function seedInvoiceLines(db: Database, linesOf: Map<string, Line[]>, clientIds: number[]): Promise<void> {
  const invoices = await db.query<{ id: number; doc_number: string }>(
    'SELECT id, doc_number FROM invoices WHERE client_id = ANY($2::int[]) AND doc_number = ANY($1::text[]) ORDER BY id',
    [[...linesOf.keys()], [...new Set(clientIds)]],
  );
  const rows = invoices.flatMap((invoice) =>
    (linesOf.get(invoice.doc_number) ?? []).map(([description, quantity, unitPrice], i) => [
      invoice.id,
      i + 1,
      description,
      quantity,
      unitPrice,
      Math.round(quantity * unitPrice * 100) / 100,
    ]),
  );
  await bulkInsert(
    db,
    'invoice_lines',
    [
      ['invoice_id', 'int'],
      ['position', 'int'],
      ['description', 'text'],
      ['quantity', 'numeric'],
      ['unit_price', 'numeric'],
      ['amount', 'numeric'],
    ],
    rows,
  );
}
