/**
 * One question of the assistant's question set, in a client's words, with how its right answer is computed from
 * the hub API when the set runs (see question-set.ts).
 */
export type NamedRange =
  'Last 7 days' | 'Last 14 days' | 'Last 30 days' | 'MTD' | 'Previous Month' | 'YTD' | 'Campaign Lifetime';
/** A range the test computes on its own from today: `days` N is today-N to yesterday. */
export type RangeSpec =
  | NamedRange
  | { days: number }
  | { month: number; year?: number }
  | { lastWeek: true }
  | { thisQuarter: true }
  | { from: string; to?: string };

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
}

export interface Expectation {
  report?: ReportExpectation;
  campaigns?: {
    statuses?: string[];
    filter?: 'active' | 'proposals';
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
  audiences?: { advertiser: string };
  documents?: { campaign: string };
  clarify?: true;
  refusal?: true;
}

export type Category =
  | 'metric'
  | 'range'
  | 'filter'
  | 'ranking'
  | 'comparison'
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
