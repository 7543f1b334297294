import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

/** The stock avatar shipped with the product: every photo of a person shows it in demo mode. */
export const STOCK_AVATAR = readFileSync(new URL('./stock-avatar.png', import.meta.url));

/** Routes whose images are photos of people (the account manager's photo). */
const PEOPLE_PHOTOS = /\/(photo|avatar)$/;
/** Routes that hand out stored documents (advertiser and campaign files). */
const STORED_FILES = /\/files\/:fileId$/;

/** The text a PDF draws: the strings of its text operators, in every content stream (inflated when compressed). */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of source.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    let content = m[2]!;
    if (/FlateDecode/.test(m[1]!)) {
      try {
        content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
      } catch {
        continue;
      }
    }
    for (const block of content.matchAll(/BT([^]*?)ET/g)) {
      const parts = [...block[1]!.matchAll(/\(((?:\\.|[^\\)])*)\)|<([0-9a-fA-F\s]+)>/g)].map(([, literal, hex]) =>
        literal !== undefined
          ? literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
              /^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '', t: '\t' }[e] ?? e),
            )
          : Buffer.from(hex!.replace(/\s/g, ''), 'hex').toString('latin1'),
      );
      const line = parts.join('').trim();
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** A new PDF of these lines: what a stored PDF becomes in demo mode, its text scrubbed, nothing else kept. */
export async function linesPdf(lines: string[]): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 72, compress: false, info: { Author: 'Beacon Media' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(12);
    for (const line of lines) doc.text(line).moveDown(0.3);
    doc.end();
  });
}

/**
 * The binary answers demo mode rewrites, or null for those it passes untouched: a person's photo becomes the
 * stock avatar; a stored PDF is made again from its own text, scrubbed (`scrubText`), so that no real name,
 * address or amount in it leaves the server.
 */
export async function demoDocument(
  request: FastifyRequest,
  type: string,
  body: Buffer,
  scrubText: (text: string) => Promise<string>,
): Promise<{ body: Buffer; type: string } | null> {
  const route = request.routeOptions.url ?? '';
  if (type.startsWith('image/') && PEOPLE_PHOTOS.test(route)) {
    return { body: STOCK_AVATAR, type: 'image/png' };
  }
  if (type.startsWith('application/pdf') && STORED_FILES.test(route)) {
    return { body: await linesPdf(await Promise.all(pdfText(body).map(scrubText))), type: 'application/pdf' };
  }
  return null;
}
