import { Type, type Static } from 'typebox';
import type { ClientScope } from '../../kernel/access/scope';
import { scoped } from '../../kernel/access/scoped';
import { HttpError, type FieldError } from '../../kernel/http/errors';
import { Nullable } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { isAnyOf } from '../../kernel/db/sql';
import type { FileStore } from '../../kernel/storage/file-store';
import { BY_EXTERNAL_ID, type ClientEntity, type Item } from './batch';
import { InvoiceLines, lineProblems, writeInvoiceLines } from './invoice-lines';
import { isPdf, preparePdfs, type PreparedPdfs } from './invoice-pdfs';
import { storedInvoices } from './stored-invoices';
import { ClientRef, Day, ExternalId, Money, Name, OptionalText, RecordSchema } from './schemas';
import { cents, writeByExternalId } from './upsert';

const InvoiceRecord = RecordSchema({
  externalId: ExternalId,
  ...ClientRef,
  invoiceNumber: Name(50),
  advertiserExternalId: Type.Optional(Nullable(ExternalId)),
  campaignExternalId: Type.Optional(Nullable(ExternalId)),
  customerName: Type.Optional(Nullable(Name())),
  totalAmount: Money,
  balance: Money,
  transactionDate: Day,
  dueDate: Day,
  memo: OptionalText(2000),
  lines: InvoiceLines,
  // Its size (2 MB at most) and kind are checked with the other problems of the record, in words.
  pdf: Type.Optional(
    Nullable(
      Type.String({ description: 'The PDF in base64 (2 MB at most); null removes the one stored; left out keeps it' }),
    ),
  ),
});
type InvoiceRecord = Static<typeof InvoiceRecord>;

const dueAfterIssue = ({ index, record: r }: Item<InvoiceRecord>): FieldError[] =>
  r.dueDate < r.transactionDate
    ? [{ field: `records.${index}.dueDate`, message: 'must not be before transactionDate' }]
    : [];
const checked = (item: Item<InvoiceRecord>) => [...dueAfterIssue(item), ...lineProblems(item)];

/** What a batch of one client's invoices names and replaces: the invoices, their numbers, advertisers, campaigns. */
async function readNamed(tx: Database, scope: ClientScope, items: Item<InvoiceRecord>[]) {
  const q = scoped(tx, scope);
  const all = <T>(pick: (r: InvoiceRecord) => T | null | undefined) => items.flatMap((i) => pick(i.record) ?? []);
  const [stored, advertisers, campaigns, client] = await Promise.all([
    // The invoices it replaces, and numbers already another invoice's (one without externalId, or another's).
    storedInvoices(
      q,
      all((r) => r.externalId),
      all((r) => r.invoiceNumber),
    ),
    q
      .selectFrom('advertisers as a')
      .select(['a.id', 'a.external_id', 'a.name'])
      .where(
        isAnyOf(
          'a.external_id',
          all((r) => r.advertiserExternalId),
        ),
      )
      .execute(),
    q
      .selectFrom('campaigns as c')
      .innerJoin('advertisers as a', 'a.id', 'c.advertiser_id')
      .select(['c.id', 'c.external_id', 'c.advertiser_id', 'a.name as advertiserName'])
      .where(
        isAnyOf(
          'c.external_id',
          all((r) => r.campaignExternalId),
        ),
      )
      .execute(),
    q.selectFrom('clients as c').select('c.name').executeTakeFirstOrThrow(),
  ]);
  return {
    ...stored,
    advertiserOf: new Map(advertisers.map((a) => [a.external_id!, a])),
    campaignOf: new Map(campaigns.map((c) => [c.external_id!, c])),
    clientName: client.name,
  };
}

/**
 * A client's invoices: the status is not sent, it is derived as the spec orders them (Paid when nothing is owed,
 * Overdue past the due date, Open otherwise), so it stays true without another batch.
 */
export function invoices(store: FileStore): ClientEntity<InvoiceRecord, PreparedPdfs> {
  return {
    level: 'client',
    name: 'invoices',
    summary: 'Create or update invoices, with their PDFs',
    description:
      'invoiceNumber is the document number (unique within the client). The status is derived: Paid when the ' +
      'balance is 0 or less, Overdue after the due date, Open otherwise. With a PDF, the download is that PDF; ' +
      'without, Beacon makes one, with the lines sent (or one line of services for the total).',
    record: InvoiceRecord,
    ...BY_EXTERNAL_ID,
    check: checked,
    prepare: (db, key, items, effects) => preparePdfs(db, key, items, store, effects),
    async plan(tx, scope, items, { effects, prepared: pdfs }) {
      const named = await readNamed(tx, scope, items);
      const problems: FieldError[] = [];
      const numbered = new Map<string, number>();
      for (const { index, record: r } of items) {
        const at = (field: string, message: string) => problems.push({ field: `records.${index}.${field}`, message });
        const owner = named.numberOwner.get(r.invoiceNumber);
        if (owner !== undefined && owner !== r.externalId) at('invoiceNumber', "is another invoice's number");
        const twice = numbered.get(r.invoiceNumber);
        if (twice !== undefined) at('invoiceNumber', `repeats records.${twice}`);
        else numbered.set(r.invoiceNumber, index);
        const advertiser = r.advertiserExternalId ? named.advertiserOf.get(r.advertiserExternalId) : null;
        const campaign = r.campaignExternalId ? named.campaignOf.get(r.campaignExternalId) : null;
        if (advertiser === undefined) at('advertiserExternalId', 'no advertiser of this client has this externalId');
        if (campaign === undefined) at('campaignExternalId', 'no campaign of this client has this externalId');
        if (advertiser && campaign && campaign.advertiser_id !== advertiser.id)
          at('campaignExternalId', "is another advertiser's campaign");
        const pdf = pdfs.read.get(index);
        if (pdf && !isPdf(pdf)) problems.push(pdf);
      }

      // Stored PDFs no invoice holds once the batch is written: those replaced, and those stored for it in vain.
      const unheld: string[] = [];
      const pdfOf = ({ index, record: r }: Item<InvoiceRecord>) => {
        const was = named.invoiceOf.get(r.externalId);
        const held = { pdf_storage_key: was?.pdf_storage_key ?? null, pdf_sha256: was?.pdf_sha256 ?? null };
        const sent = pdfs.read.get(index);
        const storedNow = pdfs.stored.get(index);
        if (r.pdf === undefined) return held;
        if (r.pdf === null || !isPdf(sent)) return { pdf_storage_key: null, pdf_sha256: null };
        if (held.pdf_sha256 === sent.sha256) {
          if (storedNow) unheld.push(storedNow);
          return held;
        }
        // The invoice's PDF changed between the reading before the transaction and now.
        if (!storedNow) throw new HttpError(409, 'An invoice changed while the batch was read: send it again.');
        return { pdf_storage_key: storedNow, pdf_sha256: sent.sha256 };
      };
      return {
        problems,
        write: async () => {
          const row = (item: Item<InvoiceRecord>) => {
            const r = item.record;
            const campaign = r.campaignExternalId ? named.campaignOf.get(r.campaignExternalId)! : null;
            const advertiser = r.advertiserExternalId ? named.advertiserOf.get(r.advertiserExternalId)! : null;
            const pdf = pdfOf(item);
            const was = named.invoiceOf.get(r.externalId)?.pdf_storage_key;
            if (was && was !== pdf.pdf_storage_key) unheld.push(was);
            return {
              client_id: scope.clientId,
              external_id: r.externalId,
              doc_number: r.invoiceNumber,
              advertiser_id: advertiser?.id ?? campaign?.advertiser_id ?? null,
              campaign_id: campaign?.id ?? null,
              customer_name: r.customerName?.trim() ?? advertiser?.name ?? campaign?.advertiserName ?? named.clientName,
              total_amount: cents(r.totalAmount),
              balance: cents(r.balance),
              transaction_date: r.transactionDate,
              due_date: r.dueDate,
              memo: r.memo ?? null,
              ...pdf,
            };
          };
          // Each row made once: making it says which stored PDF it no longer holds.
          const rows = new Map(items.map((item) => [item.record, row(item)]));
          effects.afterCommit(() => store.remove(unheld));
          const found = named.ids;
          const { ids } = await writeByExternalId(tx, 'invoices', { items, found, row: (r) => rows.get(r)!, scope });
          const created = new Set(ids.created.values());
          const lined = await writeInvoiceLines(
            tx,
            scope,
            items,
            (r) => ids.created.get(r.externalId) ?? found.get(r.externalId)!,
          );
          const updated = new Set([...ids.updated, ...[...lined].filter((id) => !created.has(id))]);
          return { created: created.size, updated: updated.size };
        },
      };
    },
  };
}
