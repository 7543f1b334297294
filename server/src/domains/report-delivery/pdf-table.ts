import { INK, type PdfBrand } from './letterhead';

export interface PdfColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

interface TableLayout {
  x: number;
  fontSize: number;
  /** The lowest a row may reach before the table goes on to a new page (the page's bottom margin). */
  bottom: number;
  /** Where a continued table starts on its new page. */
  top: number;
}

const PAD_X = 5;
const PAD_Y = 4;

/** Figures (amounts, counts, rates, dates) align right; names and words left. */
const FIGURE = /^[-+−$€£(]?[\d.,]+[%)KMB]?$|^—$|^\d{2}\/\d{2}\/\d{4}$/;
export const isFigure = (cell: string) => FIGURE.test(cell.replace(/\s/g, ''));

function heightOf(doc: PDFKit.PDFDocument, cells: string[], columns: PdfColumn[]): number {
  const tallest = Math.max(
    ...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: columns[i]!.width - PAD_X * 2 })),
  );
  return tallest + PAD_Y * 2;
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], columns: PdfColumn[], x: number, y: number) {
  let left = x;
  cells.forEach((cell, i) => {
    const column = columns[i]!;
    doc.text(cell, left + PAD_X, y + PAD_Y, { width: column.width - PAD_X * 2, align: column.align ?? 'left' });
    left += column.width;
  });
}

/**
 * A table whose cells wrap: a long name takes as many lines as it needs and its row grows with it, never cut.
 * The header row is filled with the brand's heading colour (white reads on it), every other row lightly tinted; a
 * row that does not fit goes to a new page, under the header again. Leaves doc.y under the table.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  brand: PdfBrand,
  columns: PdfColumn[],
  rows: string[][],
  { x, fontSize, bottom, top }: TableLayout,
): void {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const header = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(fontSize);
    const height = heightOf(
      doc,
      columns.map((c) => c.title),
      columns,
    );
    doc.rect(x, y, width, height).fill(brand.heading);
    doc.fillColor('#ffffff');
    drawRow(
      doc,
      columns.map((c) => c.title),
      columns,
      x,
      y,
    );
    doc.font('Helvetica');
    return y + height;
  };
  let y = header(doc.y);
  rows.forEach((cells, index) => {
    doc.font('Helvetica').fontSize(fontSize);
    const height = heightOf(doc, cells, columns);
    if (y + height > bottom) {
      doc.addPage();
      y = header(top);
      doc.fontSize(fontSize);
    }
    if (index % 2 === 1) doc.rect(x, y, width, height).fill(brand.tint);
    doc.fillColor(INK);
    drawRow(doc, cells, columns, x, y);
    y += height;
  });
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(brand.rule)
    .stroke();
  doc.x = x;
  doc.y = y + 6;
}
