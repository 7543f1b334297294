/**
 * One question of the assistant's question set, in a client's words, with how its right answer is computed from
 * the hub API when the set runs (see question-set.ts).
 */
export type NamedRange =
  'Last 7 days' | 'Last 14 days' | 'Last 30 days' | 'MTD' | 'Previous Month' | 'YTD' | 'Campaign Lifetime';
/** Calendar ranges (see calendar.ts): the latest such one that has begun, ending yesterday at the latest. */
export type CalendarSpec =
  /** The latest whole weekend (0), or the one N weeks before it. */
  | { weekend: number }
  | { weekday: number }
  | { holiday: 'thanksgiving' | 'black friday' | 'cyber monday' | 'black friday weekend' }
  | { ofMonth: 'last' | number; from: number; to: number }
  | { wholeYear: number }
  /** The N whole Monday-to-Sunday weeks before this one. */
  | { lastWeeks: number }
  | { half: 1 | 2 }
  | { daysAgo: number }
  | { weekOf: { month: number; day: number } };
/** A range the test computes on its own from today: `days` N is today-N to yesterday. */
export type RangeSpec =
  | NamedRange
  | { days: number }
  | { month: number; year?: number }
  | { lastWeek: true }
  | { thisQuarter: true }
  | { from: string; to?: string }
  | CalendarSpec;

export interface ReportExpectation {
  metrics: string[];
  range: RangeSpec;
  advertiser?: string;
  campaign?: string;
  channels?: string[];
  platforms?: string[];
  groupBy?: 'advertiser' | 'campaign' | 'adFormat' | 'platform' | 'region' | 'week' | 'month';
  order?: 'most' | 'least';
  limit?: number;
  compare?: RangeSpec | 'previous period';
  /** Two advertisers side by side. */
  pair?: [string, string];
  /** Two campaigns side by side. */
  campaignPair?: [string, string];
}

/** One side of a sum: a report's figure over its own range and filters. */
export type Side = Omit<ReportExpectation, 'metrics'>;

/** Sums worked out from report figures; every input is said too. */
export interface SumsExpectation {
  metric: string;
  /** The first side and the second (the baseline of a change: the earlier range, or the one compared against). */
  sides: [Side, Side, ...Side[]];
  /** What the answer works out: the difference (an amount) and percent change of the first two, the total of all. */
  says: ('difference' | 'growth' | 'sum')[];
}

/** Invoices (GET /invoices): owed, paid or invoiced, over a range or due this month, one picked, who has most. */
export interface InvoicesExpectation {
  figure: 'owed' | 'paid' | 'invoiced' | 'overdue' | 'count' | 'average';
  /** 'Draft': a status the Billing page does not have, so none. */
  status?: 'Overdue' | 'Open' | 'Paid' | 'Unpaid' | 'Draft';
  range?: RangeSpec;
  /** The range reads the due date, the whole calendar month of today ("due this month"). */
  dueThisMonth?: true;
  /** Due ahead: the whole of this week (Monday to Sunday), of next month, or today and the next N days. */
  dueIn?: 'this week' | 'next month' | { days: number };
  advertiser?: string;
  /** One invoice: its number is said. */
  pick?: 'largest' | 'smallest' | 'newest' | 'longest overdue' | 'oldest unpaid' | 'next due';
  /** The advertiser with the most of the figure: its name and figure are said. */
  firstAdvertiser?: true;
  /** The invoices themselves: each one's number is said (the first 25 of the list, oldest due first). */
  listed?: true;
}

/** Campaigns ranked by their own record (pacing, budget left, end, start), or advertisers by campaigns. */
export interface CampaignRankExpectation {
  by:
    | 'lowest pacing'
    | 'highest pacing'
    | 'on plan'
    | 'most budget left'
    | 'ends first'
    | 'ends last'
    | 'most campaigns'
    | 'starting';
  /** The campaigns ranked: Live ones, the Campaigns list's Active filter, or all of it. */
  among: 'Live' | 'active' | 'all';
  /** For "starting": the calendar month its flights start in, this one (0) or the next (1). */
  month?: 0 | 1;
}

/** The agency's services (GET /products): one by name, a category's, or how many. */
export interface ServicesExpectation {
  service?: string;
  category?: string;
}

export interface Expectation {
  report?: ReportExpectation;
  campaigns?: {
    statuses?: string[];
    filter?: 'active' | 'proposals' | 'all';
    live?: true;
    advertiser?: string;
    endingWithinDays?: number;
  };
  pacing?: { campaign?: string; advertiser?: string };
  daysLeft?: { campaign: string };
  billing?: {
    figure: 'totalBalance' | 'overdueBalance' | 'countOverdue' | 'countOpen' | 'countPaid';
    advertiser?: string;
  };
  /** Invoices: owed, paid or invoiced over a range, one picked, or the advertiser first by a figure. */
  invoices?: InvoicesExpectation;
  /** The agency's services: one by name with its price, a category's, or how many there are. */
  services?: ServicesExpectation;
  /** Campaigns ranked by their own record: pacing, budget left, end date; advertisers by campaigns. */
  campaignRank?: CampaignRankExpectation;
  audiences?: { advertiser: string };
  /** The advertisers the user can see: each one's name is said. */
  advertisers?: true;
  documents?: { campaign: string };
  clarify?: true;
  refusal?: true;
  sums?: SumsExpectation;
  /** A part's share of a whole: both figures and the percent. */
  share?: { metric: string; part: Side; whole: Side };
  /** A figure scaled ("if we doubled it"): the figure and the figure times the factor. */
  scaled?: { metric: string; side: Side; factor: number };
  /** Conversions over clicks, as a percent: both and the rate. */
  conversionRate?: { side: Side };
  /** A total over the groups with delivery ("average spend per campaign"): the total and the average. */
  groupAverage?: { metric: string; range: RangeSpec; groupBy: 'advertiser' | 'campaign' | 'adFormat' | 'month' };
  /** A total's average per day of its range: the total and the average. */
  perDay?: { metric: string; side: Side };
  /** One metric over another that the catalogue has no name for ("impressions per click"): both and the ratio. */
  ratio?: { metrics: [string, string]; side: Side };
  /** Budget less delivered spend: a campaign's, an advertiser's active campaigns', or all active campaigns'. */
  remaining?: { campaign?: string; advertiser?: string; advertisers?: string[] };
  /** The budget in all of the live campaigns (status Live) or the active ones, an advertiser's or all of them. */
  budgetTotal?: { live?: true; advertiser?: string };
  /** Groups ranked by the change of a metric between two ranges: the first one, with both its figures. */
  changes?: { metric: string; groupBy: 'advertiser' | 'adFormat'; range: RangeSpec; compare: RangeSpec; fall?: true };
  /** A question of several asks: each part's expectation. */
  parts?: Expectation[];
  /** A part the data cannot answer: named as such. */
  declines?: true;
}

export type Category =
  | 'metric'
  | 'range'
  | 'filter'
  | 'ranking'
  | 'comparison'
  | 'arithmetic'
  | 'multi-part'
  | 'breakdown'
  | 'status'
  | 'pacing'
  | 'billing'
  | 'audiences'
  | 'documents'
  | 'follow-up'
  | 'clarify'
  | 'refusal';

export interface Question {
  category: Category;
  ask: string | string[];
  as?: string;
  expect: Expectation;
}

/** A report question: these metrics over this range, narrowed or grouped by `more`. */
export const r = (metrics: string[], range: RangeSpec, more: Partial<ReportExpectation> = {}): Expectation => ({
  report: { metrics, range, ...more },
});
/** A question of a category, asked by `as` (the client's admin by default). */
export const q = (category: Category, ask: string | string[], expect: Expectation, as?: string): Question => ({
  category,
  ask,
  expect,
  ...(as ? { as } : {}),
});
/** A ranking question: `groupBy`'s groups with the most (or least) of one metric over the range, `more` narrowing it. */
export const ranking = (
  ask: string,
  metric: string,
  range: RangeSpec,
  groupBy: NonNullable<ReportExpectation['groupBy']>,
  order: 'most' | 'least',
  more: Partial<ReportExpectation> = {},
): Question => q('ranking', ask, r([metric], range, { groupBy, order, ...more }));

/** Sums of one metric over one range, each advertiser a side, in the order given. */
export const advertiserSums = (
  metric: string,
  range: RangeSpec,
  [first, second, ...more]: [string, string, ...string[]],
  says: SumsExpectation['says'],
): Expectation => ({
  sums: {
    metric,
    sides: [
      { range, advertiser: first },
      { range, advertiser: second },
      ...more.map((advertiser) => ({ range, advertiser })),
    ],
    says,
  },
});
