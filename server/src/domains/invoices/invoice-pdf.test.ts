import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { darkenToContrast } from '@beacon/shared/brand';
import { formatCurrencyWithCents as usd, formatDecimal } from '@beacon/shared/format';
import { DEFAULTS } from '../../kernel/config/environment';
import { call } from '../../../tooling/testing/call';
import { pdfText } from '../../../tooling/testing/pdf-text';
import { testApiOfFile } from '../../../tooling/testing/test-api';
import { pdfBrandOf } from '../report-delivery/letterhead';

const t = testApiOfFile();
const ADMIN = 'admin@beacon.test';

interface Invoice {
  id: number;
  docNumber: string;
  totalAmount: number;
  balance: number;
  campaignId: number | null;
}

async function clientId(name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM clients WHERE name = $1', [name]);
  return row!.id;
}

/** The Billing page's invoices of a client, and the text of one's PDF as downloaded from it. */
async function invoices(client: number): Promise<Invoice[]> {
  const list = await call(t, ADMIN, 'GET', `/api/clients/${client}/invoices?pageSize=500`);
  assert.equal(list.status, 200);
  return list.body.data;
}
async function downloaded(client: number, invoice: Invoice): Promise<string> {
  const pdf = await call(t, ADMIN, 'GET', `/api/clients/${client}/invoices/${invoice.id}/pdf`);
  assert.equal(pdf.status, 200);
  return pdfText(pdf.raw.rawPayload);
}

async function linesOf(invoiceId: number) {
  return t.db.query<{ description: string; quantity: string; unit_price: string; amount: string }>(
    'SELECT description, quantity, unit_price, amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY position',
    [invoiceId],
  );
}

describe('the invoice PDF', () => {
  test("a Northwind invoice carries Northwind's logo, an Acme one Beacon's", async () => {
    const northwind = await clientId('Northwind Fitness');
    const acme = await clientId('Acme Outdoor');
    const northwindText = await downloaded(northwind, (await invoices(northwind))[0]!);
    const acmeText = await downloaded(acme, (await invoices(acme))[0]!);
    assert.match(northwindText, /^NorthwindINVOICE/, 'the letterhead names Northwind');
    assert.match(northwindText, /Bill toNorthwind Fitness/);
    assert.match(acmeText, /^BeaconINVOICE/, 'the letterhead names Beacon');
    assert.doesNotMatch(acmeText, /Northwind/);
  });

  test('a brand saved in Administration › Brands gives the invoice its name and colours', async () => {
    const globex = await clientId('Globex Retail');
    const brand = {
      name: 'Globex Purple',
      palette: ['#6c3fb5', '#1f4e79', '#a6611a', '#0b7285', '#2b8a3e', '#c92a2a', '#5c6b7a'],
      ink: '#2d1b4e',
      loginBackground: { kind: 'colour', colour: '#2d1b4e' },
      hosts: ['globex.example.com'],
    };
    const saved = await call(t, ADMIN, 'PUT', `/api/clients/${globex}/brand`, brand);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const pdf = await call(t, ADMIN, 'GET', `/api/clients/${globex}/invoices/${(await invoices(globex))[0]!.id}/pdf`);
    assert.equal(pdf.status, 200);
    const raw: Buffer = pdf.raw.rawPayload;
    assert.match(pdfText(raw), /^Globex PurpleINVOICE/, "the letterhead names the client's brand");
    assert.doesNotMatch(pdfText(raw), /^Beacon/);
    // pdfkit fills with a colour's channels over 255: the band in the brand's ink, its square in its leading colour.
    const fill = (hex: string) => `${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).join(' ')} scn`;
    assert.ok(raw.toString('latin1').includes(fill(brand.ink)), "the band is the brand's ink");
    assert.ok(raw.toString('latin1').includes(fill(brand.palette[0]!)), 'its leading colour is drawn');
    assert.ok(!raw.toString('latin1').includes(fill(pdfBrandOf('default').ink)), "Beacon's band is not");
  });

  test('its lines, totals and payment details are those of the invoice, to the cent', async () => {
    const acme = await clientId('Acme Outdoor');
    const list = await invoices(acme);
    // One partly paid: its amount paid and balance differ from its total.
    const invoice = list.find((i) => i.campaignId !== null && i.balance > 0 && i.balance < i.totalAmount)!;
    assert.ok(invoice, 'the seed has a partly paid campaign invoice');
    const text = await downloaded(acme, invoice);
    const lines = await linesOf(invoice.id);
    assert.equal(lines.length, 3);
    for (const line of lines) {
      const row = `${line.description}${formatDecimal(Number(line.quantity))}${usd(Number(line.unit_price))}${usd(Number(line.amount))}`;
      assert.ok(text.includes(row), `the PDF has the line ${row}`);
    }
    assert.ok(
      text.includes(`Subtotal${usd(invoice.totalAmount)}Total${usd(invoice.totalAmount)}`),
      'subtotal and total',
    );
    assert.ok(text.includes(`Amount paid${usd(invoice.totalAmount - invoice.balance)}`), 'amount paid');
    assert.ok(text.includes(`Balance due${usd(invoice.balance)}`), 'balance due, as the Billing page shows it');
    for (const detail of [
      DEFAULTS.BEACON_INVOICE_ISSUER,
      DEFAULTS.BEACON_PAYMENT_BANK,
      `Routing number: ${DEFAULTS.BEACON_PAYMENT_ROUTING_NUMBER}`,
      `Account number: ${DEFAULTS.BEACON_PAYMENT_ACCOUNT_NUMBER}`,
      `Reference: ${invoice.docNumber}`,
      DEFAULTS.BEACON_PAYMENT_TERMS,
    ])
      assert.ok(text.includes(detail), `the payment details say ${detail}`);
  });

  test("every seeded invoice's lines add up to its total", async () => {
    const rows = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices i
        WHERE i.total_amount IS DISTINCT FROM (SELECT sum(amount) FROM invoice_lines l WHERE l.invoice_id = i.id)
           OR EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id AND l.amount <> l.quantity * l.unit_price)`,
    );
    assert.equal(rows[0]!.n, 0);
  });

  test('an invoice without lines shows one of services for its total; a long description wraps whole', async () => {
    const acme = await clientId('Acme Outdoor');
    const [imported, described] = (await invoices(acme)).filter((i) => i.campaignId !== null);
    await t.db.query('DELETE FROM invoice_lines WHERE invoice_id = $1', [imported!.id]);
    assert.ok((await downloaded(acme, imported!)).includes(`Services1${usd(imported!.totalAmount)}`));

    const long = `Media: ${'Always-On Prospecting and Retargeting across Connected TV and Streaming Audio '.repeat(2).trim()}`;
    await t.db.query('UPDATE invoice_lines SET description = $2 WHERE invoice_id = $1 AND position = 1', [
      described!.id,
      long,
    ]);
    assert.ok((await downloaded(acme, described!)).includes(long), 'the whole description, never cut');
  });

  test("each brand's colours read: white on the band, headings on white", () => {
    for (const key of ['default', 'northwind']) {
      const brand = pdfBrandOf(key);
      // darkenToContrast keeps a colour that already reaches the ratio.
      assert.equal(darkenToContrast(brand.ink, '#ffffff', 4.5), brand.ink, `${key}: white on the band`);
      assert.equal(darkenToContrast(brand.heading, '#ffffff', 4.5), brand.heading, `${key}: headings on white`);
      assert.equal(darkenToContrast(brand.heading, brand.tint, 4.5), brand.heading, `${key}: balance due on its tint`);
    }
  });
});
