import { formatCurrencyWithCents, formatDate } from '@beacon/shared/format';

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
}

const usd = (n: number) => formatCurrencyWithCents(n);

/** Renders the invoice from its data; the document number is real text, so it can be found and copied. */
export async function invoicePdf(invoice: InvoiceForPdf): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    // compress: false keeps the text readable in the file itself (tests and search tools can find it).
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      compress: false,
      info: { Title: `Invoice ${invoice.docNumber}`, Author: 'Beacon Media' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(22).text('Beacon Media', { continued: false }).moveDown(0.2);
    doc.fontSize(10).fillColor('#555').text('1200 Market Street, Suite 400, Chicago, IL 60607').moveDown(1.5);
    doc.fillColor('#000').fontSize(18).text(`Invoice ${invoice.docNumber}`).moveDown(0.5);
    doc.fontSize(11);
    const rows: [string, string][] = [
      ['Bill to', invoice.clientName],
      ['Advertiser', invoice.advertiserName],
      ['Campaign', invoice.campaignName],
      ['Invoice date', formatDate(invoice.transactionDate)],
      ['Due date', formatDate(invoice.dueDate)],
      ['Status', invoice.status],
    ];
    for (const [label, value] of rows) doc.text(`${label}: ${value}`);
    doc
      .moveDown(1)
      .fontSize(13)
      .text(`Total: ${usd(invoice.totalAmount)}`)
      .text(`Balance due: ${usd(invoice.balance)}`);
    if (invoice.memo) doc.moveDown(1).fontSize(10).text(invoice.memo);
    doc.moveDown(2).fontSize(9).fillColor('#555').text('Questions about this invoice? Contact your account manager.');
    doc.end();
  });
}
