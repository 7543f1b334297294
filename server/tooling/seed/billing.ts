import { bulkInsert } from './bulk';
import { STARTED } from './campaigns';
import type { SeedContext } from './context';
import { campaignInvoiceLines, retainerInvoiceLines, seedInvoiceLines } from './invoice-lines';
import { addDays } from './random';

/** Each client's monthly agency services retainer. */
const RETAINER = 4500;

/** Invoices: monthly for started campaigns (paid, open or overdue), plus a few account-level ones; with their lines. */
export async function seedInvoices(ctx: SeedContext): Promise<void> {
  const { rng, today } = ctx;
  let rows: unknown[][] = [];
  let linesOf = new Map<string, ReturnType<typeof campaignInvoiceLines>>();
  let written = 0;
  // Written a few thousand at a time, so that memory holds no more whatever the scale.
  const write = async () => {
    await writeInvoices(ctx, rows, linesOf);
    written += rows.length;
    [rows, linesOf] = [[], new Map()];
  };
  const advertiserName = new Map(ctx.advertisers.map((a) => [a.id, a.name]));
  for (const c of ctx.campaigns.filter((c) => STARTED.includes(c.status))) {
    if (rows.length >= 1000) await write();
    const months = rng.int(1, 3);
    for (let m = 0; m < months; m++) {
      const transaction = addDays(today, -rng.int(2, 330));
      const due = addDays(transaction, 30);
      const total = rng.int(20, 4000) * 25;
      // Old invoices are mostly paid; recent ones still open; some unpaid past their due date (overdue).
      const paid = due < today ? rng.next() < 0.8 : rng.next() < 0.2;
      const balance = paid ? 0 : rng.next() < 0.3 ? Math.round(total * 0.4) : total;
      const docNumber = `INV-${100000 + written + rows.length + 1}`;
      linesOf.set(docNumber, campaignInvoiceLines(c.name, total));
      rows.push([
        c.clientId,
        c.advertiserId,
        c.id,
        docNumber,
        advertiserName.get(c.advertiserId),
        total,
        balance,
        transaction,
        due,
      ]);
    }
  }
  for (const client of ctx.clients) {
    if (rows.length >= 1000) await write();
    const transaction = addDays(today, -((client.id * 13) % 40) - 5);
    const docNumber = `INV-${100000 + written + rows.length + 1}`;
    linesOf.set(docNumber, retainerInvoiceLines(RETAINER));
    rows.push([
      client.id,
      null,
      null,
      docNumber,
      `${client.name} (Agency Services Retainer)`,
      RETAINER,
      RETAINER,
      transaction,
      addDays(transaction, 15),
    ]);
  }
  await write();
}

/** Writes invoices and their lines. */
async function writeInvoices(
  ctx: SeedContext,
  rows: unknown[][],
  linesOf: Map<string, ReturnType<typeof campaignInvoiceLines>>,
): Promise<void> {
  await bulkInsert(
    ctx.db,
    'invoices',
    [
      ['client_id', 'int'],
      ['advertiser_id', 'int'],
      ['campaign_id', 'int'],
      ['doc_number', 'text'],
      ['customer_name', 'text'],
      ['total_amount', 'numeric'],
      ['balance', 'numeric'],
      ['transaction_date', 'date'],
      ['due_date', 'date'],
    ],
    rows,
  );
  await seedInvoiceLines(
    ctx.db,
    linesOf,
    rows.map((row) => row[0] as number),
  );
}

const CATEGORIES: [slug: string, name: string, description: string, products: [string, string, string, number][]][] = [
  [
    'programmatic',
    'Programmatic',
    'Audience-targeted display, native and video bought in real time.',
    [
      ['Programmatic Display', 'Banner and rich media across premium exchanges.', 'CPM', 6.5],
      ['Native Advertising', 'In-feed placements that match the look of the page.', 'CPM', 8],
      ['Online Video', 'Pre-roll and outstream video with completion guarantees.', 'CPM', 18],
    ],
  ],
  [
    'ctv-audio',
    'CTV & Streaming Audio',
    'Connected TV and streaming audio on the big screens and in the car.',
    [
      ['Connected TV', 'Full-screen, non-skippable ads on streaming TV apps.', 'CPM', 32],
      ['Streaming Audio', 'Audio spots on music and podcast platforms.', 'CPM', 14],
    ],
  ],
  [
    'paid-social',
    'Paid Social',
    'Campaigns on Meta platforms managed by certified buyers.',
    [['Meta Ads Management', 'Facebook and Instagram campaign management.', 'Percent of spend', 15]],
  ],
  [
    'paid-search',
    'Paid Search',
    'Google Ads search and performance max campaigns.',
    [
      ['Google Ads Management', 'Keyword strategy, bidding and reporting.', 'Percent of spend', 15],
      ['Local Search Ads', 'Map pack and local inventory ads.', 'Monthly', 750],
    ],
  ],
  [
    'dooh',
    'Digital Out of Home',
    'Billboards, transit and venue screens bought programmatically.',
    [['Programmatic DOOH', 'Screens near your locations, by daypart.', 'CPM', 15]],
  ],
  [
    'creative',
    'Creative Services',
    'Design and production for every format we run.',
    [
      ['Display Creative Package', 'Static and HTML5 banners in all IAB sizes.', 'Flat fee', 1200],
      ['Video Production', 'Fifteen and thirty second spots.', 'Flat fee', 5500],
    ],
  ],
  [
    'analytics',
    'Analytics & Attribution',
    'Measurement beyond clicks.',
    [
      ['Foot Traffic Attribution', 'Store visits matched to ad exposure.', 'Monthly', 900],
      ['Brand Lift Study', 'Survey-based lift in awareness.', 'Flat fee', 3500],
    ],
  ],
];

export async function seedProducts(ctx: SeedContext): Promise<void> {
  for (const [i, [slug, name, description, products]] of CATEGORIES.entries()) {
    const [row] = await ctx.db.query<{ id: number }>(
      'INSERT INTO product_categories (slug, name, description, position) VALUES ($1, $2, $3, $4) RETURNING id',
      [slug, name, description, i + 1],
    );
    await bulkInsert(
      ctx.db,
      'products',
      [
        ['category_id', 'int'],
        ['name', 'text'],
        ['description', 'text'],
        ['pricing', 'text'],
        ['starting_price', 'numeric'],
      ],
      products.map(([pname, pdesc, pricing, price]) => [row!.id, pname, pdesc, pricing, price]),
    );
  }
}
