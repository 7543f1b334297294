import { formatCurrencyWithCents, formatDate, formatDecimal } from '@beacon/shared/format';
import type { PaymentDetails } from '../../kernel/config/payment-details';
import { drawLetterhead, INK, MUTED, pdfBrandOf, pdfOf, type PdfBrand } from '../report-delivery/letterhead';
import { drawTable } from '../report-delivery/pdf-table';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface InvoiceForPdf {
  docNumber: string;
  clientName: string;
  advertiserName: string;
  campaignName: string;
  transactionDate: string;
  dueDate: string;
  totalAmount: number;
  balance: number;
  status: string;
  memo?: string | null;
  lines: InvoiceLine[];
}

const MARGIN = 48;
const usd = (n: number) => formatCurrencyWithCents(n);
/** Red and green that read on white (4.5:1); Open takes the brand's heading colour. */
const STATUS_COLOURS: Record<string, string> = { Overdue: '#b42318', Paid: '#1e7b34' };

/** The invoice's lines; one of services for its total when it has none (an invoice imported without lines). */
function linesOf(invoice: Pick<InvoiceForPdf, 'lines' | 'totalAmount'>): InvoiceLine[] {
  if (invoice.lines.length) return invoice.lines;
  return [{ description: 'Services', quantity: 1, unitPrice: invoice.totalAmount, amount: invoice.totalAmount }];
}

/** A small grey label over its value, within a width: long values wrap. Returns the y under it. */
function labelled(doc: PDFKit.PDFDocument, label: string, values: string[], x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(label, x, y, { width });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  values.filter(Boolean).forEach((value, i) => {
    doc.font(i === 0 ? 'Helvetica-Bold' : 'Helvetica').text(value, x, doc.y + 2, { width });
  });
  return doc.y;
}

function heading(doc: PDFKit.PDFDocument, brand: PdfBrand, text: string, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(brand.heading).text(text, MARGIN, y, { width });
  return doc.y + 6;
}

/** Number, dates and status, right-aligned in their column. */
function facts(doc: PDFKit.PDFDocument, brand: PdfBrand, invoice: InvoiceForPdf, x: number, y: number, width: number) {
  const rows: [string, string, string?][] = [
    ['Invoice number', invoice.docNumber],
    ['Invoice date', formatDate(invoice.transactionDate)],
    ['Due date', formatDate(invoice.dueDate)],
    ['Status', invoice.status, STATUS_COLOURS[invoice.status] ?? brand.heading],
  ];
  let top = y;
  for (const [label, value, colour] of rows) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, x, top, { width: width * 0.45 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colour ?? INK)
      .text(value, x + width * 0.45, top - 0.5, { width: width * 0.55, align: 'right' });
    top = doc.y + 5;
  }
  return top;
}

/** Subtotal to balance due, right of the page; the balance on the brand's tint. */
function totals(doc: PDFKit.PDFDocument, brand: PdfBrand, invoice: InvoiceForPdf, y: number, right: number) {
  const width = 230;
  const x = right - width;
  const subtotal = linesOf(invoice).reduce((sum, line) => sum + Math.round(line.amount * 100), 0) / 100;
  const rows: [string, number][] = [
    ['Subtotal', subtotal],
    ['Total', invoice.totalAmount],
    ['Amount paid', Math.round((invoice.totalAmount - invoice.balance) * 100) / 100],
  ];
  let top = y;
  for (const [label, value] of rows) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, x + 8, top, { width: width / 2 });
    doc.fillColor(INK).text(usd(value), x + width / 2, top, { width: width / 2 - 8, align: 'right' });
    top = doc.y + 4;
  }
  doc.rect(x, top, width, 26).fill(brand.tint);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(brand.heading)
    .text('Balance due', x + 8, top + 8, { width: width / 2 });
  doc.text(usd(invoice.balance), x + width / 2, top + 8, { width: width / 2 - 8, align: 'right' });
  return top + 26;
}

/** Remit-to, bank transfer and terms: the agency's, from its configuration. */
function payment(doc: PDFKit.PDFDocument, brand: PdfBrand, details: PaymentDetails, docNumber: string, y: number) {
  const width = doc.page.width - MARGIN * 2;
  const top = heading(doc, brand, 'Payment details', y, width);
  const column = (width - 24) / 2;
  const left = labelled(doc, 'Remit to', [details.issuer, details.address, details.email], MARGIN, top, column);
  const bank = [
    details.bank,
    `Account name: ${details.accountName}`,
    `Routing number: ${details.routingNumber}`,
    `Account number: ${details.accountNumber}`,
    `Reference: ${docNumber}`,
  ];
  const right = labelled(doc, 'Bank transfer', bank, MARGIN + column + 24, top, column);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(details.terms, MARGIN, Math.max(left, right) + 10, { width });
  return doc.y;
}

/**
 * The invoice as a document in its client's brand: the letterhead, the issuer and bill-to, number, dates and status,
 * the lines (long descriptions wrap), the totals to the cent as the Billing page shows them, the payment details
 * and the memo. Every word is real text, so it can be found and copied.
 */
export function invoicePdf(
  invoice: InvoiceForPdf,
  { brand: brandKey, payment: details }: { brand: string | null; payment: PaymentDetails },
): Promise<Buffer> {
  const brand = pdfBrandOf(brandKey);
  const info = { Title: `Invoice ${invoice.docNumber}`, Author: details.issuer, Subject: brand.name };
  return pdfOf({ size: 'LETTER', margin: MARGIN, info }, (doc) => {
    const width = doc.page.width - MARGIN * 2;
    const bottom = doc.page.height - MARGIN;
    const top = drawLetterhead(doc, brand, { margin: MARGIN, height: 84, right: 'INVOICE' });
    const half = (width - 40) / 2;
    const from = labelled(doc, 'From', [details.issuer, details.address, details.email], MARGIN, top, half);
    const billTo = [invoice.clientName, invoice.advertiserName === invoice.clientName ? '' : invoice.advertiserName];
    const to = labelled(doc, 'Bill to', billTo, MARGIN, from + 12, half);
    const campaign =
      invoice.campaignName === 'N/A' ? to : labelled(doc, 'Campaign', [invoice.campaignName], MARGIN, to + 12, half);
    const side = facts(doc, brand, invoice, MARGIN + half + 40, top, half);

    doc.y = Math.max(campaign, side) + 22;
    drawTable(
      doc,
      brand,
      [
        { title: 'Description', width: width - 250 },
        { title: 'Quantity', width: 70, align: 'right' },
        { title: 'Rate', width: 80, align: 'right' },
        { title: 'Amount', width: 100, align: 'right' },
      ],
      linesOf(invoice).map((line) => [
        line.description,
        formatDecimal(line.quantity),
        usd(line.unitPrice),
        usd(line.amount),
      ]),
      { x: MARGIN, fontSize: 9.5, bottom, top: MARGIN },
    );
    if (doc.y + 110 > bottom) doc.addPage();
    let y = totals(doc, brand, invoice, doc.y + 6, MARGIN + width) + 26;
    if (y + 130 > bottom) y = (doc.addPage(), MARGIN);
    y = payment(doc, brand, details, invoice.docNumber, y) + 16;
    if (invoice.memo) {
      if (y + 50 > bottom) y = (doc.addPage(), MARGIN);
      const under = heading(doc, brand, 'Notes', y, width);
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(invoice.memo, MARGIN, under, { width });
      y = doc.y + 16;
    }
    if (y + 20 > bottom) y = (doc.addPage(), MARGIN);
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text('Questions about this invoice? Contact your account manager.', MARGIN, y, { width });
  });
}
