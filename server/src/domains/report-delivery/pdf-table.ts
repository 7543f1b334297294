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
const isFigure = (cell: string) => FIGURE.test(cell.replace(/\s/g, ''));

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

/**
 * Columns for a report's table across `width`, in the table's font: figures (right-aligned) as wide as their
 * widest value or title word (together at most 70% of the width), the names sharing the rest by how long they
 * run; a long name wraps in its share.
 */
export function fitColumns(
  doc: PDFKit.PDFDocument,
  titles: string[],
  rows: string[][],
  { width, fontSize }: { width: number; fontSize: number },
): PdfColumn[] {
  const sample = rows.slice(0, 300);
  const widest = (texts: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(0, ...texts.map((t) => doc.widthOfString(t))) + PAD_X * 2 + 1;
  };
  const columns = titles.map((title, i) => {
    const cells = sample.map((row) => row[i] ?? '');
    const figures = cells.length > 0 && cells.every((cell) => cell === '' || isFigure(cell));
    const natural = Math.max(widest(cells, 'Helvetica'), widest(title.split(/\s+/), 'Helvetica-Bold'));
    return { title, figures, natural };
  });
  doc.font('Helvetica');
  const sum = (list: typeof columns) => list.reduce((total, c) => total + c.natural, 0);
  const names = columns.filter((c) => !c.figures);
  if (names.length === 0)
    return columns.map((c) => ({ title: c.title, width: (c.natural * width) / sum(columns), align: 'right' }));
  const figures = sum(columns.filter((c) => c.figures));
  const shrink = Math.min(1, (width * 0.7) / Math.max(figures, 1));
  const rest = width - figures * shrink;
  return columns.map((c) =>
    c.figures
      ? { title: c.title, width: c.natural * shrink, align: 'right' }
      : { title: c.title, width: (rest * c.natural) / sum(names), align: 'left' },
  );
}
