import { MAX_PDF_BYTES } from '../../ingest/invoice-pdfs';
import { ConnectorError, ConnectorRefused } from '../port';
import { DEFAULT_RETRY, realSleep, retried, TryAgain, type RetryPolicy } from '../retried';
import type { CdcPage, QboCustomer, QboFaultBody, QboInvoice, QueryPage } from './wire';

/**
 * A client of the QuickBooks Online Accounting API v3 over its REST interface (`fetch`): the query endpoint paged by
 * STARTPOSITION / MAXRESULTS, and an invoice's PDF. A 401 (AuthenticationFailed: the grant revoked or expired) is
 * the grant refused; a 429 (ThrottleExceeded), a 5xx and a dropped connection are tried again, waiting longer each
 * time (a Retry-After when QuickBooks sends one); other faults fail with QuickBooks' own words.
 */
export interface QuickBooksSettings {
  apiUrl: string;
  /** Entities per page of a query (QuickBooks answers 1,000 at most). */
  pageSize?: number;
}

/** The minor version of the API the connector reads (fields as documented at that version). */
export const MINOR_VERSION = 75;

/** How far back change data capture looks, and how many objects one answer holds at most. */
const CDC_LOOK_BACK_MS = 30 * 86_400_000;
const CDC_MOST = 1000;

/** QuickBooks' words for a fault: the first error's message, detail and code. */
export function faultMessage(status: number, body: QboFaultBody | null): string {
  const error = body?.Fault?.Error?.[0] ?? body?.fault?.error?.[0];
  const message = error?.Message ?? error?.message;
  const detail = error?.Detail ?? error?.detail;
  const text = [message, detail].filter(Boolean).join(': ') || `HTTP ${status}`;
  return `QuickBooks Online: ${text}${error?.code ? ` (code ${error.code})` : ''}`;
}

/** `2026-11-30T08:00:00+00:00`: a time as QuickBooks' queries compare MetaData.LastUpdatedTime. */
export const qboTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export interface QuickBooksClient {
  /** Invoices updated at or after `since` (all of them when null), page by page. */
  invoices(since: Date | null): AsyncIterable<QboInvoice[]>;
  /** Every invoice of these customers (`CustomerRef IN (...)`), page by page. */
  invoicesOf(customerIds: string[]): AsyncIterable<QboInvoice[]>;
  /** Every customer, page by page. */
  customers(): AsyncIterable<QboCustomer[]>;
  /**
   * The invoices deleted since `since`, by change data capture (which looks back 30 days at most and answers 1,000
   * objects at most): `complete` is false when `since` was further back or the answer was cut at 1,000.
   */
  deletedInvoices(since: Date): Promise<{ ids: string[]; complete: boolean }>;
  /** The invoice's PDF as QuickBooks prints it; null when it is larger than Billing keeps (Beacon then makes one). */
  invoicePdf(invoiceId: string): Promise<Buffer | null>;
}

export function quickBooksClient(
  settings: QuickBooksSettings,
  realmId: string,
  accessToken: string,
  retry: RetryPolicy = DEFAULT_RETRY,
): QuickBooksClient {
  const base = `${settings.apiUrl.replace(/\/$/, '')}/v3/company/${encodeURIComponent(realmId)}`;
  const pageSize = Math.min(1000, settings.pageSize ?? 1000);

  const call = (path: string, accept: string): Promise<Response> =>
    retried('QuickBooks Online', retry, async (backoffMs) => {
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept },
      });
      if (response.ok) return response;
      const body = (await response.json().catch(() => null)) as QboFaultBody | null;
      const message = faultMessage(response.status, body);
      if (response.status === 401) throw new ConnectorRefused(message);
      if (response.status !== 429 && response.status < 500) throw new ConnectorError(message, false);
      const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
      const wait = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter * 1000 : backoffMs;
      return new TryAgain(new ConnectorError(message, true), wait);
    });

  /** One page of a query's entities; a page that is not QuickBooks' JSON fails like a 5xx (tried again). */
  async function page<E>(statement: string, entity: string): Promise<E[]> {
    const url = `/query?query=${encodeURIComponent(statement)}&minorversion=${MINOR_VERSION}`;
    for (let attempt = 1; ; attempt += 1) {
      const response = await call(url, 'application/json');
      const parsed = (await response.json().catch(() => null)) as QueryPage<E> | null;
      const rows = parsed?.QueryResponse?.[entity] ?? [];
      if (parsed?.QueryResponse && typeof parsed.QueryResponse === 'object' && Array.isArray(rows)) return rows;
      if (attempt >= retry.attempts)
        throw new ConnectorError('QuickBooks Online sent a page that is not its JSON', true);
      await realSleep(retry.backoffMs * 2 ** (attempt - 1));
    }
  }

  async function* paged<E>(statement: string, entity: string): AsyncGenerator<E[]> {
    for (let start = 1; ; start += pageSize) {
      const rows = await page<E>(`${statement} STARTPOSITION ${start} MAXRESULTS ${pageSize}`, entity);
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
    }
  }

  return {
    invoices: (since) =>
      paged<QboInvoice>(
        `select * from Invoice${since ? ` where MetaData.LastUpdatedTime >= '${qboTime(since)}'` : ''} ORDERBY MetaData.LastUpdatedTime`,
        'Invoice',
      ),
    invoicesOf: (customerIds) =>
      paged<QboInvoice>(
        `select * from Invoice where CustomerRef IN (${customerIds.map((id) => `'${id.replace(/'/g, "\\'")}'`).join(', ')}) ORDERBY MetaData.LastUpdatedTime`,
        'Invoice',
      ),
    customers: () => paged<QboCustomer>('select * from Customer', 'Customer'),
    async deletedInvoices(since) {
      // A minute inside the 30 days, so that the time QuickBooks checks it against is still within them.
      const earliest = new Date(Date.now() - CDC_LOOK_BACK_MS + 60_000);
      const from = since < earliest ? earliest : since;
      const response = await call(
        `/cdc?entities=Invoice&changedSince=${encodeURIComponent(qboTime(from))}&minorversion=${MINOR_VERSION}`,
        'application/json',
      );
      const parsed = (await response.json().catch(() => null)) as CdcPage | null;
      const answers = parsed?.CDCResponse?.[0]?.QueryResponse;
      if (!Array.isArray(answers))
        throw new ConnectorError('QuickBooks Online sent a change data capture answer that is not its JSON', true);
      const changed = answers.flatMap((answer) => (Array.isArray(answer.Invoice) ? answer.Invoice : []));
      const ids = changed.filter((i) => i.status === 'Deleted' && i.Id).map((i) => i.Id!);
      return { ids, complete: from === since && changed.length < CDC_MOST };
    },
    async invoicePdf(invoiceId) {
      const response = await call(
        `/invoice/${encodeURIComponent(invoiceId)}/pdf?minorversion=${MINOR_VERSION}`,
        'application/pdf',
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new ConnectorError(
          `QuickBooks Online sent invoice ${invoiceId}'s PDF as something else than a PDF`,
          true,
        );
      if (bytes.length > MAX_PDF_BYTES) return null;
      return bytes;
    },
  };
}
