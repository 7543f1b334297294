import { Type, type Static } from '@fastify/type-provider-typebox';
import { scoped } from '../access/scoped';
import type { FieldError } from '../api/errors';
import { Nullable } from '../api/schemas';
import type { FileStore } from '../files/storage';
import { isAnyOf } from '../db/sql';
import type { ClientEntity, Item } from './batch';
import { MAX_PDF_BASE64, readPdf, storePdfs, type PdfSent } from './invoice-pdfs';
import { ClientRef, Day, ExternalId, Money, Name, OptionalText, Record } from './schemas';
import { cents, split, upsert } from './upsert';

const InvoiceRecord = Record({
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
  pdf: Type.Optional(
    Nullable(
      Type.String({
        maxLength: MAX_PDF_BASE64,
        description: 'The PDF in base64 (2 MB at most); null removes the one stored; left out keeps it',
      }),
    ),
  ),
});
type InvoiceRecord = Static<typeof InvoiceRecord>;

const dueAfterIssue = ({ index, record: r }: Item<InvoiceRecord>): FieldError[] =>
  r.dueDate < r.transactionDate
    ? [{ field: `records.${index}.dueDate`, message: 'must not be before transactionDate' }]
    : [];

/**
 * A client's invoices: the status is not sent, it is derived as the spec orders them (Paid when nothing is owed,
 * Overdue past the due date, Open otherwise), so it stays true without another batch.
 */
export function invoices(store: FileStore): ClientEntity<InvoiceRecord> {
  return {
    level: 'client',
    name: 'invoices',
    summary: 'Create or update invoices, with their PDFs',
    description:
      'invoiceNumber is the document number (unique within the client). The status is derived: Paid when the ' +
      'balance is 0 or less, Overdue after the due date, Open otherwise. With a PDF, the download is that PDF; ' +
      'without, Beacon makes one.',
    record: InvoiceRecord,
    keyOf: (r) => r.externalId,
    keyField: 'externalId',
    check: dueAfterIssue,
    async plan(tx, scope, items, effects) {
      const q = scoped(tx, scope);
      const found = await q
        .selectFrom('invoices as i')
        .select(['i.id', 'i.external_id', 'i.pdf_storage_key', 'i.pdf_sha256'])
        .where(
          isAnyOf(
            'i.external_id',
            items.map((i) => i.record.externalId),
          ),
        )
        .execute();
      const stored = new Map(found.map((i) => [i.external_id!, i]));
      // Numbers already taken by another invoice of the client (one without externalId, or another's).
      const numbers = await q
        .selectFrom('invoices as i')
        .select(['i.doc_number', 'i.external_id'])
        .where(
          isAnyOf(
            'i.doc_number',
            items.map((i) => i.record.invoiceNumber),
          ),
        )
        .execute();
      const numberOwner = new Map(numbers.map((n) => [n.doc_number, n.external_id]));
      const advertisers = await q
        .selectFrom('advertisers as a')
        .select(['a.id', 'a.external_id', 'a.name'])
        .where(
          isAnyOf(
            'a.external_id',
            items.flatMap((i) => i.record.advertiserExternalId ?? []),
          ),
        )
        .execute();
      const advertiserOf = new Map(advertisers.map((a) => [a.external_id!, a]));
      const campaigns = await q
        .selectFrom('campaigns as c')
        .innerJoin('advertisers as a', 'a.id', 'c.advertiser_id')
        .select(['c.id', 'c.external_id', 'c.advertiser_id', 'a.name as advertiserName'])
        .where(
          isAnyOf(
            'c.external_id',
            items.flatMap((i) => i.record.campaignExternalId ?? []),
          ),
        )
        .execute();
      const campaignOf = new Map(campaigns.map((c) => [c.external_id!, c]));
      const client = await q.selectFrom('clients as c').select('c.name').executeTakeFirstOrThrow();

      const problems: FieldError[] = [];
      const pdfs = new Map<number, PdfSent>();
      const numbered = new Map<string, number>();
      for (const { index, record: r } of items) {
        const at = (field: string, message: string) => problems.push({ field: `records.${index}.${field}`, message });
        const owner = numberOwner.get(r.invoiceNumber);
        if (owner !== undefined && owner !== r.externalId) at('invoiceNumber', "is another invoice's number");
        const twice = numbered.get(r.invoiceNumber);
        if (twice !== undefined) at('invoiceNumber', `repeats records.${twice}`);
        else numbered.set(r.invoiceNumber, index);
        const advertiser = r.advertiserExternalId ? advertiserOf.get(r.advertiserExternalId) : null;
        const campaign = r.campaignExternalId ? campaignOf.get(r.campaignExternalId) : null;
        if (advertiser === undefined) at('advertiserExternalId', 'no advertiser of this client has this externalId');
        if (campaign === undefined) at('campaignExternalId', 'no campaign of this client has this externalId');
        if (advertiser && campaign && campaign.advertiser_id !== advertiser.id)
          at('campaignExternalId', "is another advertiser's campaign");
        if (typeof r.pdf === 'string') {
          const pdf = readPdf(r.pdf, `records.${index}.pdf`);
          if ('field' in pdf) problems.push(pdf);
          else pdfs.set(index, pdf);
        }
      }

      return {
        problems,
        write: async () => {
          const sent = items.flatMap((item) => {
            const pdf = pdfs.get(item.index);
            const was = stored.get(item.record.externalId);
            const from = { key: was?.pdf_storage_key ?? null, sha256: was?.pdf_sha256 ?? null };
            return pdf ? [{ sent: pdf, stored: from }] : [];
          });
          const keys = await storePdfs(store, scope.clientId, sent, effects);
          const pdfOf = new Map(items.map((i) => [i.record, pdfs.get(i.index)]));
          const replaced: string[] = [];
          const row = (r: InvoiceRecord) => {
            const campaign = r.campaignExternalId ? campaignOf.get(r.campaignExternalId)! : null;
            const advertiser = r.advertiserExternalId ? advertiserOf.get(r.advertiserExternalId)! : null;
            const was = stored.get(r.externalId);
            const pdf = pdfOf.get(r);
            // Left out: the stored PDF stays; null: it goes; sent: this one.
            const pdfKey = r.pdf === undefined ? (was?.pdf_storage_key ?? null) : pdf ? keys.get(pdf)! : null;
            if (was?.pdf_storage_key && was.pdf_storage_key !== pdfKey) replaced.push(was.pdf_storage_key);
            return {
              client_id: scope.clientId,
              external_id: r.externalId,
              doc_number: r.invoiceNumber,
              advertiser_id: advertiser?.id ?? campaign?.advertiser_id ?? null,
              campaign_id: campaign?.id ?? null,
              customer_name: r.customerName?.trim() ?? advertiser?.name ?? campaign?.advertiserName ?? client.name,
              total_amount: cents(r.totalAmount),
              balance: cents(r.balance),
              transaction_date: r.transactionDate,
              due_date: r.dueDate,
              memo: r.memo ?? null,
              pdf_storage_key: pdfKey,
              pdf_sha256: r.pdf === undefined ? (was?.pdf_sha256 ?? null) : (pdf?.sha256 ?? null),
            };
          };
          const rows = split(items, new Map(found.map((i) => [i.external_id!, i.id])), (r) => r.externalId, row);
          effects.afterCommit(() => store.remove(replaced));
          const { created, updated } = await upsert(tx, {
            table: 'invoices',
            columns: [
              'client_id',
              'external_id',
              'doc_number',
              'advertiser_id',
              'campaign_id',
              'customer_name',
              'total_amount',
              'balance',
              'transaction_date',
              'due_date',
              'memo',
              'pdf_storage_key',
              'pdf_sha256',
            ],
            key: 'external_id',
            ...rows,
            within: { scope, table: 'invoices' },
          });
          return { created: created.size, updated: updated.size };
        },
      };
    },
  };
}
