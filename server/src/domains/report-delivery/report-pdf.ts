import { drawLetterhead, INK, MUTED, pdfBrandOf, pdfOf, type PdfBrand } from './letterhead';
import { drawTable, fitColumns } from './pdf-table';

/** PDF export page width: 8.5 × 70 px (spec section 9); the height keeps a letter page's proportions. */
export const PDF_PAGE = { width: 8.5 * 70, height: 11 * 70 } as const;

export interface PdfTile {
  label: string;
  value: string;
  change?: string;
}
export interface PdfChart {
  title: string;
  /** Drawn as a line over time (the default) or as bars, one a category (a dashboard's bar widget). */
  kind?: 'line' | 'bar';
  /** The chart as the screen drew it (PNG); without one, the series is drawn here. */
  png?: Buffer;
  series: { label: string; value: number }[];
}
export interface PdfTable {
  title: string;
  columns: string[];
  rows: string[][];
}
export interface ReportDocument {
  /** The brand of the client the report is for (its `brand`): the letterhead's logo and the colours. */
  brand: string | null;
  title: string;
  lines: string[];
  /** The written insight: a short paragraph of what moved and why, under the title. */
  summary?: string;
  tiles: PdfTile[];
  charts: PdfChart[];
  tables: PdfTable[];
}

const MARGIN = 28;
const TABLE_FONT = 7.5;

/** The screen's chart image, when it can be read: a PNG cut short or corrupt is not embedded (the chart is drawn). */
function embedded(doc: PDFKit.PDFDocument, png: Buffer, top: number, width: number): boolean {
  try {
    doc.image(png, MARGIN, top, { fit: [width, 170], align: 'center' });
    return true;
  } catch {
    return false;
  }
}

/** A chart's series in its frame: the box it fills, the value at the top of the box, the brand's accent. */
interface SeriesFrame {
  accent: string;
  chart: PdfChart;
  x: number;
  y: number;
  w: number;
  h: number;
  max: number;
}

function drawSeries(doc: PDFKit.PDFDocument, box: Omit<SeriesFrame, 'max'>) {
  const { chart, x, y, w, h } = box;
  const values = chart.series.map((p) => p.value);
  const max = Math.max(...values, 0) || 1;
  doc.save().lineWidth(0.5).strokeColor('#d9e2ec');
  for (let i = 0; i <= 4; i++)
    doc
      .moveTo(x, y + (h * i) / 4)
      .lineTo(x + w, y + (h * i) / 4)
      .stroke();
  doc.restore();
  if (chart.kind === 'bar') drawBars(doc, { ...box, max });
  else drawLine(doc, { ...box, max });
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(max.toLocaleString('en-US', { maximumFractionDigits: 2 }), x - 2, y - 9, {
      width: 80,
    });
}

/** A line over time with its area under it, the first and last points named under it. */
function drawLine(doc: PDFKit.PDFDocument, { accent, chart, x, y, w, h, max }: SeriesFrame) {
  const step = chart.series.length > 1 ? w / (chart.series.length - 1) : 0;
  const points = chart.series.map((p, i) => [x + step * i, y + h - (p.value / max) * h] as const);
  if (points.length) {
    doc.save().moveTo(x, y + h);
    for (const [px, py] of points) doc.lineTo(px, py);
    doc
      .lineTo(points.at(-1)![0], y + h)
      .closePath()
      .fillOpacity(0.15)
      .fill(accent)
      .restore();
    doc.save().lineWidth(1.5).strokeColor(accent).moveTo(points[0]![0], points[0]![1]);
    for (const [px, py] of points.slice(1)) doc.lineTo(px, py);
    doc.stroke().restore();
  }
  doc.fontSize(7).fillColor(MUTED);
  if (chart.series.length) {
    doc.text(chart.series[0]!.label, x, y + h + 3, { width: 80 });
    doc.text(chart.series.at(-1)!.label, x + w - 80, y + h + 3, { width: 80, align: 'right' });
  }
}

/** Bars, one a category, each named under it (cut to its width). */
function drawBars(doc: PDFKit.PDFDocument, { accent, chart, x, y, w, h, max }: SeriesFrame) {
  const slot = w / Math.max(chart.series.length, 1);
  const bar = Math.min(slot * 0.7, 40);
  chart.series.forEach((point, i) => {
    const height = (Math.max(point.value, 0) / max) * h;
    doc
      .save()
      .rect(x + slot * i + (slot - bar) / 2, y + h - height, bar, height)
      .fill(accent)
      .restore();
    doc
      .fontSize(6.5)
      .fillColor(MUTED)
      .text(point.label, x + slot * i, y + h + 3, { width: slot, align: 'center', height: 18, ellipsis: true });
  });
}

/**
 * A report as a PDF in its client's brand: the letterhead with the brand's logo, the title, "data as of", KPI tiles,
 * charts in the brand's leading colour and tables whose long names wrap, paginated at the spec's page width.
 */
export function reportPdf(report: ReportDocument): Promise<Buffer> {
  const brand = pdfBrandOf(report.brand);
  const info = { Title: report.title, Author: brand.name };
  return pdfOf({ size: [PDF_PAGE.width, PDF_PAGE.height], margin: MARGIN, info }, (doc) => {
    const width = PDF_PAGE.width - MARGIN * 2;
    const bottom = PDF_PAGE.height - MARGIN;
    const room = (needed: number) => {
      if (doc.y + needed > bottom) doc.addPage();
    };
    const heading = (text: string, size = 11) =>
      doc
        .font('Helvetica-Bold')
        .fontSize(size)
        .fillColor(brand.heading)
        .text(text, MARGIN, doc.y, { width })
        .font('Helvetica');

    doc.y = drawLetterhead(doc, brand, { margin: MARGIN, height: 52, right: 'Report' });
    heading(report.title, 16);
    doc.moveDown(0.3).fontSize(9).fillColor(MUTED);
    for (const line of report.lines) doc.text(line, { width });
    doc.moveDown(0.8);
    if (report.summary) {
      heading('Summary').moveDown(0.2);
      doc.fontSize(9).fillColor(INK).text(report.summary, { width }).moveDown(0.8);
    }
    const perRow = 3;
    const tileW = (width - (perRow - 1) * 8) / perRow;
    report.tiles.forEach((tile, i) => {
      if (i % perRow === 0) room(52);
      const x = MARGIN + (i % perRow) * (tileW + 8);
      const y = doc.y;
      doc.roundedRect(x, y, tileW, 46, 4).lineWidth(0.5).strokeColor(brand.rule).stroke();
      doc
        .fontSize(8)
        .fillColor(MUTED)
        .text(tile.label, x + 8, y + 6, { width: tileW - 16 });
      doc
        .fontSize(13)
        .fillColor(INK)
        .text(tile.value, x + 8, y + 17, { width: tileW - 16 });
      if (tile.change) {
        // The screen's arrow (▲ ▼) is not in the PDF's standard font: it is drawn, and the words follow it.
        const arrow = /^[▲▼] /.exec(tile.change)?.[0];
        if (arrow) {
          const [ax, ay] = [x + 8, y + 35];
          (arrow.startsWith('▲')
            ? doc.polygon([ax, ay + 5], [ax + 6, ay + 5], [ax + 3, ay])
            : doc.polygon([ax, ay], [ax + 6, ay], [ax + 3, ay + 5])
          ).fill(MUTED);
        }
        doc
          .fontSize(7)
          .fillColor(MUTED)
          .text(tile.change.slice(arrow?.length ?? 0), x + 8 + (arrow ? 9 : 0), y + 34, { width: tileW - 16 });
      }
      doc.x = MARGIN;
      doc.y = i % perRow === perRow - 1 || i === report.tiles.length - 1 ? y + 54 : y;
    });

    for (const chart of report.charts) {
      room(200);
      heading(chart.title);
      const top = doc.y + 12;
      if (!chart.png || !embedded(doc, chart.png, top, width))
        drawSeries(doc, { accent: brand.accent, chart, x: MARGIN + 10, y: top, w: width - 20, h: 150 });
      doc.x = MARGIN;
      doc.y = top + 185;
    }

    for (const table of report.tables) drawReportTable(doc, brand, table, { width, bottom });
  });
}

/** A table of the report: its title, then every row, names wrapped in their column rather than cut. */
function drawReportTable(
  doc: PDFKit.PDFDocument,
  brand: PdfBrand,
  table: PdfTable,
  { width, bottom }: { width: number; bottom: number },
) {
  if (doc.y + 60 > bottom) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor(brand.heading).text(table.title, MARGIN, doc.y, { width });
  doc.font('Helvetica').moveDown(0.3);
  const columns = fitColumns(doc, table.columns, table.rows, { width, fontSize: TABLE_FONT });
  drawTable(doc, brand, columns, table.rows, { x: MARGIN, fontSize: TABLE_FONT, bottom, top: MARGIN });
  doc.moveDown(0.8);
}
