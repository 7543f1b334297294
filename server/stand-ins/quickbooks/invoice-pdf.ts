import type { Company, Invoice } from './company';

const text = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * An invoice as a small PDF (one page of text), as `GET /v3/company/{realmId}/invoice/{id}/pdf` answers it: its
 * number, customer, dates, lines and totals, so a reader of the file finds what the invoice says.
 */
export function invoicePdf(company: Company, invoice: Invoice): Buffer {
  const lines = [
    company.name,
    `Invoice ${invoice.DocNumber ?? invoice.Id}`,
    `Bill to: ${invoice.CustomerRef.name ?? invoice.CustomerRef.value}`,
    `Date: ${invoice.TxnDate}   Due: ${invoice.DueDate}`,
    ...invoice.Line.flatMap((l) =>
      l.DetailType === 'SalesItemLineDetail'
        ? [
            `${l.Description ?? l.SalesItemLineDetail.ItemRef.name}  ${l.SalesItemLineDetail.Qty} x ${l.SalesItemLineDetail.UnitPrice}  ${l.Amount.toFixed(2)}`,
          ]
        : [],
    ),
    `Tax: ${invoice.TxnTaxDetail.TotalTax.toFixed(2)}`,
    `Total: ${invoice.TotalAmt.toFixed(2)}   Balance due: ${invoice.Balance.toFixed(2)}`,
  ];
  const stream = `BT /F1 11 Tf 50 760 Td 14 TL ${lines.map((l) => `(${text(l)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
