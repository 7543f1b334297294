import { portraitPng } from './png';

/** A minimal, valid one-page PDF with one line of text (offsets computed, so readers accept it). */
export function simplePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface SampleFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

/** The documents a campaign or advertiser typically has, with real content of the stated type. */
export function sampleFiles(owner: string, seed: number): SampleFile[] {
  return [
    {
      name: `${owner} Insertion Order.pdf`,
      mimeType: 'application/pdf',
      content: simplePdf(`Insertion Order - ${owner}`),
    },
    {
      name: `${owner} Media Plan.csv`,
      mimeType: 'text/csv',
      content: Buffer.from(
        `platform,format,budget\nXANDR,DISPLAY,${1000 + seed * 10}\nMETA,SOCIAL,${800 + seed * 7}\n`,
      ),
    },
    { name: `${owner} Creative Mockup.png`, mimeType: 'image/png', content: portraitPng(seed % 360, 48) },
    {
      name: `${owner} Kickoff Notes.txt`,
      mimeType: 'text/plain',
      content: Buffer.from(`Kickoff notes for ${owner}.\nGoals agreed; creative due in two weeks.\n`),
    },
  ];
}
