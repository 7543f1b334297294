/** Campaign statuses in the order the product lists them. */
export const CAMPAIGN_STATUSES = [
  'Blocked',
  'Paused',
  'Live',
  'Pending',
  'Draft',
  'Deal',
  'Completed',
  'Cancelled',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Campaign lists always leave this status out. */
export const EXCLUDED_CAMPAIGN_STATUS = 'Closed Won';

/** The campaign list filter. */
export const CAMPAIGN_LIST_FILTERS = ['active', 'all', 'proposals'] as const;
export type CampaignListFilter = (typeof CAMPAIGN_LIST_FILTERS)[number];

/** Invoice statuses in sort order. */
export const INVOICE_STATUSES = ['Overdue', 'Open', 'Paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

// The API may send 'DRAFT', 'draft' or 'Draft'; 'CLOSED_WON' and 'Closed Won' are the same status.
const key = (status: string | null | undefined) =>
  (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

function rankIn(order: readonly string[], status: string | null | undefined): number {
  const index = order.findIndex((known) => key(known) === key(status));
  return index === -1 ? order.length : index;
}

/** What a campaign status reads as on screen: Draft shows as 'Pre-Launch'; unknown statuses show as sent. */
export function campaignStatusLabel(status: string | null | undefined): string {
  const index = rankIn(CAMPAIGN_STATUSES, status);
  const known = CAMPAIGN_STATUSES[index];
  if (known === undefined) return status ?? '';
  return known === 'Draft' ? 'Pre-Launch' : known;
}

/** Sorts campaigns by status in display order; unknown statuses go last. */
export function compareCampaignStatus(a: string | null | undefined, b: string | null | undefined): number {
  return rankIn(CAMPAIGN_STATUSES, a) - rankIn(CAMPAIGN_STATUSES, b);
}

export function isExcludedCampaignStatus(status: string | null | undefined): boolean {
  return key(status) === key(EXCLUDED_CAMPAIGN_STATUS);
}

export interface InvoiceSortFields {
  status?: string | null;
  transactionDate?: string | null;
}

function time(date: string | null | undefined): number {
  const ms = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
}

/** Overdue, then Open, then Paid (unknown last); equal statuses oldest transaction first, undated last. */
export function compareInvoices(a: InvoiceSortFields, b: InvoiceSortFields): number {
  const byStatus = rankIn(INVOICE_STATUSES, a.status) - rankIn(INVOICE_STATUSES, b.status);
  if (byStatus !== 0) return byStatus;
  const [ta, tb] = [time(a.transactionDate), time(b.transactionDate)];
  return ta === tb ? 0 : ta < tb ? -1 : 1;
}
