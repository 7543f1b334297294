// pnpm bench billing: the invoice grid with 10,000 invoices in Chromium, and what the billing remote costs a
// first visit. Where the invoices come from: the product itself, with Acme Outdoor (client 1) given 10,000
// invoices in the bench's own database, so the figures include the real federation, the real API paging
// (20 pages of 500) and the real grid; a standalone harness would need a route the manifest does not declare.
import { join } from 'node:path';
import { openDatabase } from '../server/src/kernel/db/database';
import { freshDataDir, measureGridPage, startProduct } from './grid-bench';

export const INVOICES = 10_000;
export const BILLING_PORT = Number(process.env.BENCH_BILLING_PORT ?? 8193);

/** Tops client 1 up to 10,000 invoices, spread over its advertisers and campaigns, statuses and a year of dates. */
export async function growInvoices(dir: string): Promise<number> {
  const db = await openDatabase({ dataDir: join(dir, 'db') });
  try {
    const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM invoices WHERE client_id = 1',
    );
    await db.query(
      `INSERT INTO invoices (client_id, advertiser_id, campaign_id, doc_number, customer_name, total_amount, balance, transaction_date, due_date)
       SELECT 1, c.advertiser_id, c.id, 'INV-' || (200000 + g), a.name, t.total, CASE g % 5 WHEN 0 THEN t.total WHEN 1 THEN round(t.total * 0.4) ELSE 0 END,
         current_date - (g % 365), current_date - (g % 365) + 30
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT ((g * 7919) % 4000 + 20) * 25 AS total) t
       JOIN LATERAL (SELECT id, advertiser_id FROM campaigns WHERE client_id = 1 ORDER BY id OFFSET (g % (SELECT count(*) FROM campaigns WHERE client_id = 1)) LIMIT 1) c ON true
       JOIN advertisers a ON a.id = c.advertiser_id`,
      [INVOICES - n],
    );
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM invoices WHERE client_id = 1',
    );
    return total;
  } finally {
    await db.close();
  }
}

export async function billingBench(): Promise<void> {
  const dir = freshDataDir('billing');
  // The first start seeds the demo agency and its sign-in accounts; then client 1 grows to 10,000 invoices.
  await (await startProduct(dir, BILLING_PORT)).stop();
  const total = await growInvoices(dir);
  const server = await startProduct(dir, BILLING_PORT);
  try {
    await measureGridPage(server.url, {
      path: '/clients/1/billing',
      email: 'admin@acme.test',
      searchLabel: 'Search invoices',
      countText: `${INVOICES.toLocaleString('en-US')} invoices`,
      remote: 'billing',
      queries: [
        'INV-10523',
        'lakeshore',
        'trailhead 2026',
        'summit coffee',
        'overdue',
        'blue ridge kayaks',
        'retainer',
        'INV-1099',
      ],
      gridTitle: () => `Invoice grid, ${total.toLocaleString('en-US')} invoices of one client`,
      loadRow: 'sign-in click to 10,000 invoices in the grid (20 API pages)',
    });
  } finally {
    await server.stop();
  }
}
