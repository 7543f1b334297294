import { createHash, randomUUID } from 'node:crypto';
import type { FieldError } from '../api/errors';
import type { FileStore } from '../files/storage';
import type { Effects } from './batch';

/** An invoice's PDF is at most this big (decoded): accounting documents, not scans of a year of receipts. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;
/** Base64 of MAX_PDF_BYTES, with room for its padding. */
export const MAX_PDF_BASE64 = Math.ceil(MAX_PDF_BYTES / 3) * 4;

export interface PdfSent {
  bytes: Buffer;
  sha256: string;
}

/** A record's PDF as sent: base64 of a PDF file, or the problem with it. */
export function readPdf(base64: string, field: string): PdfSent | FieldError {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0)
    return { field, message: 'must be the PDF file in base64' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PDF_BYTES) return { field, message: `must be at most ${MAX_PDF_BYTES / 1024 / 1024} MB` };
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) return { field, message: 'is not a PDF file' };
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Stores the PDFs a batch changes, before its rows are written: removed again if the batch is not written, and the
 * ones they replace removed once it is. A PDF sent again (same bytes) is not stored twice.
 */
export async function storePdfs(
  store: FileStore,
  clientId: number,
  pdfs: { sent: PdfSent; stored: { key: string | null; sha256: string | null } }[],
  effects: Effects,
): Promise<Map<PdfSent, string>> {
  const keys = new Map<PdfSent, string>();
  const written: string[] = [];
  effects.onRollback(() => store.remove(written));
  for (const { sent, stored } of pdfs) {
    if (stored.key && stored.sha256 === sent.sha256) {
      keys.set(sent, stored.key);
      continue;
    }
    const key = `${clientId}/invoices/${randomUUID()}.pdf`;
    written.push(key);
    await store.write(key, sent.bytes);
    keys.set(sent, key);
  }
  return keys;
}
