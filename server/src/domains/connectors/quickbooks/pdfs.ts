import { createHash, randomUUID } from 'node:crypto';
import type { ClientScope } from '../../../kernel/access/scope';
import { scoped } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { isAnyOf } from '../../../kernel/db/sql';
import type { FileStore } from '../../../kernel/storage/file-store';
import type { QuickBooksClient } from './client';

/**
 * An invoice's PDF after a sync read it: stored anew (its bytes differ from what the invoice holds), the one the
 * invoice holds already (the same bytes), or none (QuickBooks' is larger than Billing keeps: Beacon makes one).
 */
export type PdfOutcome = { storageKey: string; sha256: string } | 'held' | null;

const AT_ONCE = 4;

/**
 * Reads the invoices' PDFs from QuickBooks and stores those their invoices do not hold yet, as invoice PDFs are
 * stored (`<clientId>/invoices/<uuid>.pdf` in the file store), before the sync's transaction: the file store may be
 * the database, which PGlite's open transaction would keep waiting. `stored` lists what was written, to be removed
 * if the sync is not.
 */
export async function storeInvoicePdfs(
  db: Database,
  scope: ClientScope,
  store: FileStore,
  client: QuickBooksClient,
  externalIds: string[],
  stored: string[],
): Promise<Map<string, PdfOutcome>> {
  const held = await scoped(db, scope)
    .selectFrom('invoices as i')
    .select(['i.external_id', 'i.pdf_sha256'])
    .where(isAnyOf('i.external_id', externalIds))
    .execute();
  const shaOf = new Map(held.map((h) => [h.external_id!, h.pdf_sha256]));
  const outcomes = new Map<string, PdfOutcome>();
  const queue = [...externalIds];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const bytes = await client.invoicePdf(id);
      if (!bytes) {
        outcomes.set(id, null);
        continue;
      }
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      if (shaOf.get(id) === sha256) {
        outcomes.set(id, 'held');
        continue;
      }
      const storageKey = `${scope.clientId}/invoices/${randomUUID()}.pdf`;
      stored.push(storageKey);
      await store.write(storageKey, bytes);
      outcomes.set(id, { storageKey, sha256 });
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, externalIds.length) }, worker));
  return outcomes;
}
