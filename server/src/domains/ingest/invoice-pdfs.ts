import { createHash, randomUUID } from 'node:crypto';
import type { KeyCaller } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import type { FieldError } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';
import type { FileStore } from '../../kernel/storage/file-store';
import type { Effects } from './batch';
import { clientsOf, type Item } from './clients-of';

/** An invoice's PDF is at most this big (decoded): accounting documents, not scans of a year of receipts. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;

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

export interface PreparedPdfs {
  /** Each record's PDF as read, or its problem, by the record's index. */
  read: Map<number, PdfSent | FieldError>;
  /** Where the batch stored a PDF that differs from the one its invoice holds, by the record's index. */
  stored: Map<number, string>;
}

interface InvoiceNamed {
  externalId: string;
  clientId?: number;
  clientExternalId?: string;
  pdf?: string | null;
}

/**
 * Reads the batch's PDFs and stores those its invoices do not hold yet, before the transaction: the file store may
 * be the database, which PGlite's open transaction would keep waiting. They are removed again if the batch is not
 * written. A PDF sent again (the same bytes as stored) is not stored twice.
 */
export async function preparePdfs(
  db: Database,
  key: KeyCaller,
  items: Item<InvoiceNamed>[],
  store: FileStore,
  effects: Effects,
): Promise<PreparedPdfs> {
  const read = new Map<number, PdfSent | FieldError>();
  for (const { index, record } of items)
    if (typeof record.pdf === 'string') read.set(index, readPdf(record.pdf, `records.${index}.pdf`));
  const stored = new Map<number, string>();
  const sent = items.filter((item) => isPdf(read.get(item.index)));
  if (sent.length === 0) return { read, stored };
  const written: string[] = [];
  effects.onRollback(() => store.remove(written));
  // What each invoice holds now; the transaction reads it again under the client's lock.
  const { groups } = await clientsOf(db, key, sent);
  for (const group of groups) {
    const held = await scoped(db, group.scope)
      .selectFrom('invoices as i')
      .select(['i.external_id', 'i.pdf_sha256'])
      .where(
        isAnyOf(
          'i.external_id',
          group.items.map((i) => i.record.externalId),
        ),
      )
      .execute();
    const shaOf = new Map(held.map((invoice) => [invoice.external_id!, invoice.pdf_sha256]));
    for (const { index, record } of group.items) {
      const pdf = read.get(index) as PdfSent;
      if (shaOf.get(record.externalId) === pdf.sha256) continue;
      const storageKey = `${group.scope.clientId}/invoices/${randomUUID()}.pdf`;
      written.push(storageKey);
      await store.write(storageKey, pdf.bytes);
      stored.set(index, storageKey);
    }
  }
  return { read, stored };
}

export const isPdf = (read: PdfSent | FieldError | undefined): read is PdfSent =>
  read !== undefined && 'sha256' in read;
