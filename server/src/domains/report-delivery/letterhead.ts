import { brandPrimary, tintOf, type Brand } from '@beacon/shared/brand';
import { markOf, type Mark, type MarkShape } from '../../kernel/brand/marks';
import { brandByKey } from '../../kernel/brand/served-brands';

/** A built-in brand's mark; a brand set in Administration, a plain square of its leading colour under its name. */
const markOfBrand = (brand: Brand): Mark =>
  !brand.key.startsWith('client-')
    ? markOf(brand.key)
    : {
        name: brand.name,
        colour: brand.ink,
        icon: [{ kind: 'rect', x: 0, y: 0, width: 64, height: 64, radius: 16, fill: brand.palette[0] }],
      };

/**
 * What the invoice and report PDFs share: the client's brand (its `brand`, as the portal's host names choose it;
 * the default brand for any other), its colours as a printed page uses them, and the letterhead band with its logo.
 */
export interface PdfBrand {
  /** The brand's full name (Northwind Fitness), for the document's author. */
  name: string;
  mark: Mark;
  /** The band behind the logo: the brand's deep colour, white reads on it. */
  ink: string;
  /** The palette's leading colour as it is: charts and the stripe under the band, never text. */
  accent: string;
  /** Headings and the table header's fill: the leading colour darkened until it reads on white and white on it. */
  heading: string;
  /** A light ground (zebra rows, the balance due) the heading colour still reads on; and the rules. */
  tint: string;
  rule: string;
}

export function pdfBrandOf(brandKey: string | null | undefined): PdfBrand {
  const brand = brandByKey(brandKey);
  return {
    name: brand.name,
    mark: markOfBrand(brand),
    ink: brand.ink,
    accent: brand.palette[0],
    heading: brandPrimary(brand),
    tint: tintOf(brand.palette[0], 0.1),
    rule: tintOf(brand.palette[0], 0.4),
  };
}

export const INK = '#1f2933';
export const MUTED = '#52606d';

function drawShape(doc: PDFKit.PDFDocument, shape: MarkShape) {
  switch (shape.kind) {
    case 'rect':
      return doc.roundedRect(shape.x, shape.y, shape.width, shape.height, shape.radius).fill(shape.fill);
    case 'circle':
      return doc.circle(shape.cx, shape.cy, shape.r).fill(shape.fill);
    case 'path':
      return doc.path(shape.d).fill(shape.fill);
    case 'line':
      return doc
        .save()
        .path(shape.d)
        .lineWidth(shape.width)
        .lineCap('round')
        .strokeOpacity(shape.opacity)
        .stroke(shape.stroke)
        .restore();
  }
}

/** The brand's icon, drawn (not an image), `size` points square. */
function drawIcon(doc: PDFKit.PDFDocument, mark: Mark, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  for (const shape of mark.icon) drawShape(doc, shape);
  doc.restore();
}

/**
 * The band across the top of the first page: the logo (icon and name) in white on the brand's deep colour, a
 * stripe of its leading colour under it, and `right` (the document's kind) at the band's right edge. Returns
 * where the page's text starts.
 */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  brand: PdfBrand,
  { margin, height, right }: { margin: number; height: number; right?: string },
): number {
  const width = doc.page.width;
  doc.rect(0, 0, width, height).fill(brand.ink);
  doc.rect(0, height, width, 3).fill(brand.accent);
  const icon = Math.round(height * 0.5);
  drawIcon(doc, brand.mark, margin, (height - icon) / 2, icon);
  const nameSize = Math.round(icon * 0.62);
  doc
    .font('Helvetica-Bold')
    .fontSize(nameSize)
    .fillColor('#ffffff')
    .text(brand.mark.name, margin + icon + 10, (height - nameSize) / 2 + 1, { lineBreak: false });
  if (right) {
    const size = Math.round(height * 0.28);
    doc
      .fontSize(size)
      .text(right, margin, (height - size) / 2 + 1, { width: width - margin * 2, align: 'right', lineBreak: false });
  }
  doc.font('Helvetica').fillColor(INK);
  return height + 3 + margin * 0.6;
}

/** A pdfkit document, written uncompressed (its text stays findable in the file: tests, search tools), as bytes. */
export async function pdfOf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ ...options, compress: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
