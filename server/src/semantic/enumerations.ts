/**
 * Every enumeration the hub API speaks, declared once. Route schemas are built from these lists, and
 * `pnpm api:types` copies them into `@beacon/shared` (src/api/generated/enumerations.ts), so the front end
 * shows exactly the values, order and groupings the server uses. Order is meaningful: it is display order.
 */
import { DIMENSIONS, type Dimension } from './dimensions';
import { METRICS, type MetricKey } from './metrics';

/** Campaign statuses in the spec's display order, then the two that only list filters use. */
export const CAMPAIGN_STATUSES = [
  'Blocked',
  'Paused',
  'Live',
  'Pending',
  'Draft',
  'Deal',
  'Completed',
  'Cancelled',
  'Closed Won',
  'Proposal',
] as const;

/** What a status reads as on screen, where it differs from its value. */
export const CAMPAIGN_STATUS_LABELS = { Draft: 'Pre-Launch' } as const;

/** The spec: campaign lists always leave this status out. */
export const EXCLUDED_CAMPAIGN_STATUS = 'Closed Won';

/** The campaign list's filter, in menu order; the named sets are the statuses each filter shows. */
export const CAMPAIGN_LIST_FILTERS = ['active', 'all', 'proposals'] as const;
export const CAMPAIGN_FILTER_STATUSES = {
  active: ['Blocked', 'Paused', 'Live', 'Pending'],
  proposals: ['Proposal', 'Deal'],
} as const;

/**
 * The status vocabulary (one truth): "live" is the status Live, the only one that is delivering; "active" is the
 * spec's list filter (Blocked, Paused, Live, Pending: the campaigns someone is working on). Every count says which.
 */
export const LIVE_CAMPAIGN_STATUSES = ['Live'] as const;
/** Statuses that can never deliver again (or not now): a forecast for them is nothing, with this reason. */
export const NOT_DELIVERING_STATUS_REASONS = {
  Blocked: 'it is blocked',
  Paused: 'it is paused',
  Cancelled: 'it was cancelled',
  Completed: 'it is completed',
} as const;

/** Ad platforms, by code, and the names people know them by. */
export const PLATFORM_LABELS = {
  XANDR: 'Xandr',
  TRADE_DESK: 'The Trade Desk',
  META: 'Meta',
  GOOGLE_ADS: 'Google Ads',
  ADOMNI: 'Adomni',
} as const;
/** The ad platforms line items deliver on, in menu order. */
export const PLATFORMS = [
  'XANDR',
  'TRADE_DESK',
  'META',
  'GOOGLE_ADS',
  'ADOMNI',
] as const satisfies readonly (keyof typeof PLATFORM_LABELS)[];

/** Ad formats (channels), by code, and their names. */
export const AD_FORMAT_LABELS = {
  DISPLAY: 'Display',
  RICH_MEDIA: 'Rich Media',
  NATIVE: 'Native',
  VIDEO: 'Online Video',
  CTV: 'CTV',
  AUDIO: 'Audio',
  DOOH: 'Digital Out of Home',
  SOCIAL: 'Paid Social',
  SEARCH: 'Paid Search',
} as const;

/** Request-for-proposal form statuses (spec section 7). */
export const RFP_STATUSES = [
  'PROSPECT',
  'PROPOSAL_SENT',
  'AWAITING_IO',
  'PENDING_APPROVAL',
  'RECEIVED_VERBAL_CONFIRMATION',
] as const;

/**
 * Salesforce's standard sales stages (and the spec's own words for a request for proposal) that Beacon gives a
 * status (connectors/salesforce/stages.ts); an organisation's own stage is mapped by a person to one of them.
 */
export const SALESFORCE_STAGES = [
  'Prospecting',
  'Qualification',
  'Needs Analysis',
  'Value Proposition',
  'Id. Decision Makers',
  'Perception Analysis',
  'Prospect',
  'Proposal/Price Quote',
  'Proposal Sent',
  'Negotiation/Review',
  'Pending Approval',
  'Awaiting IO',
  'Received Verbal Confirmation',
  'Closed Won',
  'Closed Lost',
] as const;

/** Invoice statuses in sort order. */
export const INVOICE_STATUSES = ['Overdue', 'Open', 'Paid'] as const;

// Who may do what is the kernel's (access decides by them): the wire speaks the same lists.
export {
  ADMIN_ROLES,
  ADMINISTRATION_ROLES,
  INTERNAL_ROLES,
  LIMITED_ROLES,
  PRIVILEGES,
  STANDARD_ROLES,
  USER_TYPES,
} from '../kernel/access/roles';

/** Rate types; added-value types count their own impressions. */
export const RATE_TYPES = ['CPM', 'FLAT_RATE', 'COST_PLUS', 'ADDED_VALUE'] as const;
/** How each rate type reads on screen. */
export const RATE_TYPE_LABELS = {
  CPM: 'CPM',
  FLAT_RATE: 'Flat rate',
  COST_PLUS: 'Cost plus',
  ADDED_VALUE: 'Added value',
} as const satisfies Record<(typeof RATE_TYPES)[number], string>;
/** Where a campaign's booked impressions come from, by rate type (spec section 9): never its delivery. */
export const BOOKED_IMPRESSIONS_NOTES = {
  CPM: 'Booked: budget ÷ rate × 1,000',
  FLAT_RATE: 'None booked at a flat rate',
  COST_PLUS: 'None booked at cost plus',
  ADDED_VALUE: 'Booked as added value',
} as const satisfies Record<(typeof RATE_TYPES)[number], string>;
export const ADDED_VALUE_RATE_TYPES = ['ADDED_VALUE'] as const;
/** Rate types whose rate is shown as a percentage (the others that have one are shown as currency). */
export const PERCENT_RATE_TYPES = ['FLAT_RATE', 'COST_PLUS'] as const;

/** The document type filter, in menu order; 'Other' is every mime type outside the named groups. */
export const DOCUMENT_TYPE_FILTERS = ['All', 'Document', 'Image', 'Spreadsheet', 'PDF', 'Other'] as const;
export const DOCUMENT_TYPE_GROUPS = {
  Document: [
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
    'application/rtf',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
  Image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  Spreadsheet: [
    'text/csv',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  PDF: ['application/pdf'],
} as const;

/** The campaign reporting suite's tabs, in order. */
export const REPORT_TABS = [
  'Programmatic Overview',
  'CTV',
  'Display',
  'Native',
  'Online Video',
  'Audio',
  'Rich Media Engagements',
  'Digital Out of Home',
  'Cross-Channel',
  'Meta Ads',
  'Google Ads',
] as const;

export const OBJECTIVES = [
  'Conversions',
  'Revenue',
  'Clicks',
  'Completion Rate',
  'Viewability',
  'Engagements',
  'Impression Share',
] as const;

const FULL_OBJECTIVES = ['Conversions', 'Revenue', 'Clicks', 'Completion Rate', 'Viewability'] as const;

/** Spec section 9; the spec lists none for the last three tabs, which offer no objective picker. */
export const OBJECTIVES_BY_REPORT_TAB = {
  'Programmatic Overview': FULL_OBJECTIVES,
  CTV: FULL_OBJECTIVES,
  Display: ['Conversions', 'Revenue', 'Clicks', 'Viewability'],
  Native: ['Conversions', 'Revenue', 'Clicks'],
  'Online Video': FULL_OBJECTIVES,
  Audio: ['Conversions', 'Revenue', 'Completion Rate'],
  'Meta Ads': ['Conversions', 'Clicks', 'Revenue', 'Engagements'],
  'Google Ads': ['Conversions', 'Clicks', 'Impression Share', 'Revenue'],
  'Rich Media Engagements': [],
  'Digital Out of Home': [],
  'Cross-Channel': [],
} as const satisfies Record<(typeof REPORT_TABS)[number], readonly (typeof OBJECTIVES)[number][]>;

export const DATE_RANGES = [
  'Campaign Lifetime',
  'Custom',
  'Last 7 days',
  'Last 14 days',
  'Last 30 days',
  'MTD',
  'Previous Month',
  'YTD',
] as const;

export const METRIC_CHOICES = [
  'Clicks',
  'Impressions',
  'Completions',
  'Conversions',
  'Spend',
  'Site Activities',
] as const;

/** The result column each metric choice reads (a metric of the semantic layer, server/src/semantic/metrics.ts). */
export const METRIC_CHOICE_COLUMNS = {
  Clicks: 'clicks',
  Impressions: 'impressions',
  Completions: 'completions',
  Conversions: 'conversions',
  Spend: 'spend',
  'Site Activities': 'siteActivities',
} as const satisfies Record<(typeof METRIC_CHOICES)[number], MetricKey>;

/** Each metric's unit, from the semantic layer: how every surface formats it. */
export const METRIC_UNITS = Object.fromEntries(Object.entries(METRICS).map(([key, m]) => [key, m.unit])) as {
  [K in MetricKey]: (typeof METRICS)[K]['unit'];
};

/** The groupings that are figures themselves (a budget group's budget), with their unit: formatted as metrics are. */
export const DIMENSION_UNITS = Object.fromEntries(
  Object.entries(DIMENSIONS).flatMap(([key, d]) => ('unit' in d ? [[key, d.unit]] : [])),
) as {
  [K in Dimension as (typeof DIMENSIONS)[K] extends { unit: string } ? K : never]: (typeof DIMENSIONS)[K] extends {
    unit: infer U;
  }
    ? U
    : never;
};

/** Which way each metric's change is good news (`higher`, or `lower` for what delivery costs), from the semantic layer. */
export const METRIC_BETTER = Object.fromEntries(Object.entries(METRICS).map(([key, m]) => [key, m.better])) as {
  [K in MetricKey]: (typeof METRICS)[K]['better'];
};

/** The delivery anomalies adfire monitoring flags per day (server/src/domains/adfire). */
export const ANOMALY_KINDS = [
  'NO_DELIVERY',
  'UNDER_DELIVERY',
  'OVER_DELIVERY',
  'CTR_DROP',
  'CTR_SPIKE',
  'LOW_VIEWABILITY',
] as const;

/** Notification preference categories and the channels the inbox shows. */
export const NOTIFICATION_CATEGORIES = ['billing', 'campaign', 'dashboard', 'document', 'general', 'support'] as const;
export const NOTIFICATION_CHANNELS = ['in_app', 'email'] as const;

// The enumerations of what a client shares and arranges: share links, and dashboards of one's own.
export * from './dashboard-enumerations';
