/**
 * The assistant's question set: what clients ask, in their words, each with how its right answer is computed from
 * the hub API when the set runs (`question-set.test.ts`, `pnpm bench assistant`). Names are the seeded Acme Outdoor
 * client's; ranges are said relative to today, so the figures move with the data and stay checkable.
 *
 * `ask` is one question, or a conversation whose last answer is checked. `as` is the user (the client's admin by
 * default; `reports@acme.test` sees Trailhead Gear and Summit Coffee Roasters only).
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

const r = (metrics: string[], range: RangeSpec, more: Partial<ReportExpectation> = {}): Expectation => ({
  report: { metrics, range, ...more },
});
const q = (category: Category, ask: string | string[], expect: Expectation, as?: string): Question => ({
  category,
  ask,
  expect,
  ...(as ? { as } : {}),
});

const TG = 'Trailhead Gear';
const SC = 'Summit Coffee Roasters';
const BR = 'Blue Ridge Kayaks';
const EC = 'Evergreen Camping Co.';
const LM = 'Lakeshore Marine';
const PP = 'Peak Performance Apparel';
const TG_LAUNCH = 'Trailhead Gear Product Launch 2026';
const TG_OPENING = 'Trailhead Gear Grand Opening 2026';
const SC_FRIDAY = 'Summit Coffee Roasters Black Friday 2026';
const SC_LOYALTY = 'Summit Coffee Roasters Loyalty Drive 2026';
const BR_LOYALTY = 'Blue Ridge Kayaks Loyalty Drive 2026';
const LM_LOYALTY = 'Lakeshore Marine Loyalty Drive 2026';
const LIMITED = 'reports@acme.test';
const OVERVIEW = ['spend', 'impressions', 'clicks', 'ctr', 'conversions'];

export const QUESTIONS: Question[] = [
  // A metric, by any of its names.
  q('metric', 'How much did we spend in the last 30 days?', r(['spend'], 'Last 30 days')),
  q('metric', 'What was our total cost over the last 30 days?', r(['spend'], 'Last 30 days')),
  q('metric', 'How many impressions did we get in the last 7 days?', r(['impressions'], 'Last 7 days')),
  q('metric', 'imps last 14 days', r(['impressions'], 'Last 14 days')),
  q('metric', 'How many clicks did we get last month?', r(['clicks'], 'Previous Month')),
  q('metric', 'How many conversions so far this month?', r(['conversions'], 'MTD')),
  q('metric', 'What is our CTR this year?', r(['ctr'], 'YTD')),
  q('metric', 'What was the click-through rate in the last 30 days?', r(['ctr'], 'Last 30 days')),
  q('metric', 'What is our CPM for the last 30 days?', r(['cpm'], 'Last 30 days')),
  q('metric', 'cost per thousand impressions last month', r(['cpm'], 'Previous Month')),
  q('metric', 'What is our CPC this month?', r(['cpc'], 'MTD')),
  q('metric', 'What did each click cost us? cost per click last 7 days', r(['cpc'], 'Last 7 days')),
  q('metric', 'What is our cost per conversion this year?', r(['costPerConversion'], 'YTD')),
  q('metric', 'What was our CPA last month?', r(['costPerConversion'], 'Previous Month')),
  q('metric', 'cost per acquisition in the last 14 days', r(['costPerConversion'], 'Last 14 days')),
  q('metric', 'What is the video completion rate for the last 30 days?', r(['completionRate'], 'Last 30 days')),
  q('metric', 'VCR this month', r(['completionRate'], 'MTD')),
  q('metric', 'How many completions did we have last month?', r(['completions'], 'Previous Month')),
  q('metric', 'What is our viewability in the last 7 days?', r(['viewability'], 'Last 7 days')),
  q('metric', 'How many viewable impressions this year?', r(['viewableImpressions'], 'YTD')),
  q('metric', 'How many site visits did the ads drive last month?', r(['siteActivities'], 'Previous Month')),
  q('metric', 'What is our engagement rate in the last 30 days?', r(['engagementRate'], 'Last 30 days')),
  q('metric', 'Spend and clicks in the last 7 days', r(['spend', 'clicks'], 'Last 7 days')),
  q('metric', 'Impressions, clicks and CTR last month', r(['impressions', 'clicks', 'ctr'], 'Previous Month')),
  q('metric', 'How much have we spent in total since launch?', r(['spend'], 'Campaign Lifetime')),
  q('metric', 'How are we doing this month?', r(OVERVIEW, 'MTD')),

  // Every kind of range.
  q('range', 'How much did we spend in the last 45 days?', r(['spend'], { days: 45 })),
  q('range', 'Spend over the past 90 days', r(['spend'], { days: 90 })),
  q('range', 'How much did we spend in the last 3 weeks?', r(['spend'], { days: 21 })),
  q('range', 'Clicks in the past 2 weeks', r(['clicks'], { days: 14 })),
  q('range', 'How much did we spend last week?', r(['spend'], { lastWeek: true })),
  q('range', 'Impressions last week', r(['impressions'], { lastWeek: true })),
  q('range', 'How much did we spend this quarter?', r(['spend'], { thisQuarter: true })),
  q('range', 'Spend so far this month', r(['spend'], 'MTD')),
  q('range', 'Month to date spend', r(['spend'], 'MTD')),
  q('range', 'Spend MTD', r(['spend'], 'MTD')),
  q('range', 'What did we spend in the previous month?', r(['spend'], 'Previous Month')),
  q('range', 'Year to date spend', r(['spend'], 'YTD')),
  q('range', 'How much did we spend in October 2026?', r(['spend'], { month: 10, year: 2026 })),
  q('range', 'Clicks in September 2026', r(['clicks'], { month: 9, year: 2026 })),
  q('range', 'Impressions in August 2026', r(['impressions'], { month: 8, year: 2026 })),
  q('range', 'How much did we spend since 2026-10-01?', r(['spend'], { from: '2026-10-01' })),
  q('range', 'Clicks since Sep 15, 2026', r(['clicks'], { from: '2026-09-15' })),
  q('range', 'Spend between 2026-10-01 and 2026-10-15', r(['spend'], { from: '2026-10-01', to: '2026-10-15' })),
  q(
    'range',
    'Conversions between Oct 1, 2026 and Oct 31, 2026',
    r(['conversions'], { from: '2026-10-01', to: '2026-10-31' }),
  ),
  q('range', 'Impressions from 09/01/2026 to 09/30/2026', r(['impressions'], { from: '2026-09-01', to: '2026-09-30' })),
  q('range', 'What is our lifetime spend?', r(['spend'], 'Campaign Lifetime')),
  q('range', 'How many clicks all time?', r(['clicks'], 'Campaign Lifetime')),
  q('range', 'How much did we spend?', r(['spend'], 'Last 30 days')),
  q('range', 'Spend in the last 60 days', r(['spend'], { days: 60 })),
  q('range', 'What did we spend in the past week?', r(['spend'], 'Last 7 days')),

  // Filtered by advertiser, campaign, channel or platform, as people write them.
  q('filter', `How much has ${TG} spent in the last 30 days?`, r(['spend'], 'Last 30 days', { advertiser: TG })),
  q('filter', 'How much did trailhead spend last month?', r(['spend'], 'Previous Month', { advertiser: TG })),
  q('filter', 'What did Summit Coffee spend this month?', r(['spend'], 'MTD', { advertiser: SC })),
  q('filter', 'summit coffee roasters clicks last 7 days', r(['clicks'], 'Last 7 days', { advertiser: SC })),
  q('filter', 'How many impressions did Blue Ridge get this year?', r(['impressions'], 'YTD', { advertiser: BR })),
  q('filter', "What is Evergreen Camping's CTR in the last 30 days?", r(['ctr'], 'Last 30 days', { advertiser: EC })),
  q('filter', 'Lakeshore Marne spend last month', r(['spend'], 'Previous Month', { advertiser: LM })),
  q('filter', 'peak performance CPM this month', r(['cpm'], 'MTD', { advertiser: PP })),
  q('filter', `How much has ${TG_LAUNCH} spent in total?`, r(['spend'], 'Campaign Lifetime', { campaign: TG_LAUNCH })),
  q(
    'filter',
    'How many clicks did the Trailhead Gear Grand Opening campaign get last week?',
    r(['clicks'], { lastWeek: true }, { campaign: TG_OPENING }),
  ),
  q(
    'filter',
    'summit black friday impressions last 7 days',
    r(['impressions'], 'Last 7 days', { campaign: SC_FRIDAY }),
  ),
  q('filter', `CTR of ${BR_LOYALTY} this month`, r(['ctr'], 'MTD', { campaign: BR_LOYALTY })),
  q('filter', 'How much did we spend on CTV last month?', r(['spend'], 'Previous Month', { channels: ['CTV'] })),
  q(
    'filter',
    'Connected TV completion rate in the last 30 days',
    r(['completionRate'], 'Last 30 days', { channels: ['CTV'] }),
  ),
  q('filter', 'Spend on online video this year', r(['spend'], 'YTD', { channels: ['VIDEO'] })),
  q('filter', 'Display CTR last 30 days', r(['ctr'], 'Last 30 days', { channels: ['DISPLAY'] })),
  q(
    'filter',
    'How many impressions did our billboards get this month?',
    r(['impressions'], 'MTD', { channels: ['DOOH'] }),
  ),
  q(
    'filter',
    'paid social cost per conversion last month',
    r(['costPerConversion'], 'Previous Month', { channels: ['SOCIAL'] }),
  ),
  q('filter', 'Paid search clicks in the last 7 days', r(['clicks'], 'Last 7 days', { channels: ['SEARCH'] })),
  q('filter', 'Podcast and audio spend this month', r(['spend'], 'MTD', { channels: ['AUDIO'] })),
  q('filter', 'How much did we spend on Facebook last month?', r(['spend'], 'Previous Month', { platforms: ['META'] })),
  q(
    'filter',
    'Impressions on The Trade Desk in the last 30 days',
    r(['impressions'], 'Last 30 days', { platforms: ['TRADE_DESK'] }),
  ),
  q('filter', 'Google Ads CPC this year', r(['cpc'], 'YTD', { platforms: ['GOOGLE_ADS'] })),
  q('filter', 'Xandr spend last 14 days', r(['spend'], 'Last 14 days', { platforms: ['XANDR'] })),
  q(
    'filter',
    `${TG} spend on display last month`,
    r(['spend'], 'Previous Month', { advertiser: TG, channels: ['DISPLAY'] }),
  ),
  q('filter', `How is ${SC} doing this month?`, r(OVERVIEW, 'MTD', { advertiser: SC })),
  q('filter', 'How much has Trailhead Gear spent this year?', r(['spend'], 'YTD', { advertiser: TG }), LIMITED),
  q('filter', 'How much did we spend in the last 30 days?', r(['spend'], 'Last 30 days'), LIMITED),

  // Rankings.
  q(
    'ranking',
    'Which advertiser had the most spend last month?',
    r(['spend'], 'Previous Month', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'ranking',
    'Which advertiser had the most impressions this month?',
    r(['impressions'], 'MTD', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'ranking',
    'Which advertiser had the fewest clicks in the last 30 days?',
    r(['clicks'], 'Last 30 days', { groupBy: 'advertiser', order: 'least' }),
  ),
  q(
    'ranking',
    'Which campaign had the most conversions last month?',
    r(['conversions'], 'Previous Month', { groupBy: 'campaign', order: 'most' }),
  ),
  q(
    'ranking',
    'Top 3 campaigns by clicks in the last 7 days',
    r(['clicks'], 'Last 7 days', { groupBy: 'campaign', order: 'most', limit: 3 }),
  ),
  q(
    'ranking',
    'top 5 campaigns by spend this month',
    r(['spend'], 'MTD', { groupBy: 'campaign', order: 'most', limit: 5 }),
  ),
  q(
    'ranking',
    'Bottom 3 campaigns by CTR last month',
    r(['ctr'], 'Previous Month', { groupBy: 'campaign', order: 'least', limit: 3 }),
  ),
  q(
    'ranking',
    'Which channel had the highest CTR in the last 30 days?',
    r(['ctr'], 'Last 30 days', { groupBy: 'adFormat', order: 'most' }),
  ),
  q(
    'ranking',
    'Which channel had the lowest CPM this year?',
    r(['cpm'], 'YTD', { groupBy: 'adFormat', order: 'least' }),
  ),
  q(
    'ranking',
    'Which channel is best for conversions in the last 90 days?',
    r(['conversions'], { days: 90 }, { groupBy: 'adFormat', order: 'most' }),
  ),
  q(
    'ranking',
    'Which region had the most impressions last month?',
    r(['impressions'], 'Previous Month', { groupBy: 'region', order: 'most' }),
  ),
  q(
    'ranking',
    'Which region had the lowest cost per click this month?',
    r(['cpc'], 'MTD', { groupBy: 'region', order: 'least' }),
  ),
  q(
    'ranking',
    'Which platform had the most spend this year?',
    r(['spend'], 'YTD', { groupBy: 'platform', order: 'most' }),
  ),
  q(
    'ranking',
    `Which of ${TG}'s campaigns had the most impressions in the last 30 days?`,
    r(['impressions'], 'Last 30 days', { advertiser: TG, groupBy: 'campaign', order: 'most' }),
  ),
  q(
    'ranking',
    'What are the top 2 channels by spend last month?',
    r(['spend'], 'Previous Month', { groupBy: 'adFormat', order: 'most', limit: 2 }),
  ),
  q(
    'ranking',
    'Which advertiser has the best cost per conversion this year?',
    r(['costPerConversion'], 'YTD', { groupBy: 'advertiser', order: 'least' }),
  ),

  // Comparisons.
  q('comparison', 'Spend this month vs last month', r(['spend'], 'MTD', { compare: 'Previous Month' })),
  q(
    'comparison',
    'How did clicks in the last 7 days compare to the previous period?',
    r(['clicks'], 'Last 7 days', { compare: 'previous period' }),
  ),
  q('comparison', 'Impressions last month versus this month', r(['impressions'], 'Previous Month', { compare: 'MTD' })),
  q(
    'comparison',
    'CTR in the last 30 days compared with the previous period',
    r(['ctr'], 'Last 30 days', { compare: 'previous period' }),
  ),
  q(
    'comparison',
    'Conversions in October 2026 vs September 2026',
    r(['conversions'], { month: 10, year: 2026 }, { compare: { month: 9, year: 2026 } }),
  ),
  q(
    'comparison',
    `${TG} spend this month vs last month`,
    r(['spend'], 'MTD', { advertiser: TG, compare: 'Previous Month' }),
  ),
  q('comparison', `How did ${TG} do against ${SC} last month?`, r(OVERVIEW, 'Previous Month', { pair: [TG, SC] })),
  q('comparison', `Compare ${BR} vs ${LM} spend in the last 30 days`, r(['spend'], 'Last 30 days', { pair: [BR, LM] })),
  q(
    'comparison',
    'Spend on video vs display this month',
    r(['spend'], 'MTD', { channels: ['VIDEO', 'DISPLAY'], groupBy: 'adFormat', order: 'most' }),
  ),
  q('comparison', 'CPM this year vs last 30 days', r(['cpm'], 'YTD', { compare: 'Last 30 days' })),
  q(
    'comparison',
    'CTV spend last 14 days compared to the previous period',
    r(['spend'], 'Last 14 days', { channels: ['CTV'], compare: 'previous period' }),
  ),

  // Breakdowns.
  q('breakdown', 'Spend by channel last month', r(['spend'], 'Previous Month', { groupBy: 'adFormat' })),
  q(
    'breakdown',
    'Break down impressions by platform for the last 30 days',
    r(['impressions'], 'Last 30 days', { groupBy: 'platform' }),
  ),
  q('breakdown', 'CPM by channel this year', r(['cpm'], 'YTD', { groupBy: 'adFormat' })),
  q('breakdown', 'Clicks by region this month', r(['clicks'], 'MTD', { groupBy: 'region' })),
  q('breakdown', 'Spend by advertiser in the last 7 days', r(['spend'], 'Last 7 days', { groupBy: 'advertiser' })),
  q('breakdown', 'Spend by month this year', r(['spend'], 'YTD', { groupBy: 'month' })),
  q('breakdown', 'Weekly impressions for the last 30 days', r(['impressions'], 'Last 30 days', { groupBy: 'week' })),
  q('breakdown', `${TG} spend by channel this year`, r(['spend'], 'YTD', { advertiser: TG, groupBy: 'adFormat' })),
  q('breakdown', 'Conversions per campaign last month', r(['conversions'], 'Previous Month', { groupBy: 'campaign' })),
  q('breakdown', 'Spend by week last month', r(['spend'], 'Previous Month', { groupBy: 'week' })),

  // Counts and states.
  q('status', 'How many live campaigns do we have?', { campaigns: { live: true } }),
  q('status', 'How many campaigns are running right now?', { campaigns: { live: true } }),
  q('status', 'How many active campaigns do we have?', { campaigns: { filter: 'active' } }),
  q('status', 'Show me the active list', { campaigns: { filter: 'active' } }),
  q('status', 'Which campaigns are paused?', { campaigns: { statuses: ['Paused'] } }),
  q('status', 'How many campaigns are blocked?', { campaigns: { statuses: ['Blocked'] } }),
  q('status', 'How many campaigns are pending?', { campaigns: { statuses: ['Pending'] } }),
  q('status', 'How many completed campaigns do we have?', { campaigns: { statuses: ['Completed'] } }),
  q('status', 'List our cancelled campaigns', { campaigns: { statuses: ['Cancelled'] } }),
  q('status', 'How many campaigns are in pre-launch?', { campaigns: { statuses: ['Draft'] } }),
  q('status', 'How many proposals are in play?', { campaigns: { filter: 'proposals' } }),
  q('status', 'What RFPs do we have in the pipeline?', { campaigns: { filter: 'proposals' } }),
  q('status', `How many live campaigns does ${SC} have?`, { campaigns: { live: true, advertiser: SC } }),
  q('status', `Which ${BR} campaigns are paused?`, { campaigns: { statuses: ['Paused'], advertiser: BR } }),
  q('status', `how many paused campaigns does lakeshore marine have`, {
    campaigns: { statuses: ['Paused'], advertiser: LM },
  }),
  q('status', 'Which campaigns end in the next 30 days?', { campaigns: { filter: 'active', endingWithinDays: 30 } }),
  q('status', 'Which flights are ending soon?', { campaigns: { filter: 'active', endingWithinDays: 14 } }),
  q('status', 'How many campaigns end within 60 days?', { campaigns: { filter: 'active', endingWithinDays: 60 } }),
  q('status', 'How many live campaigns do we have?', { campaigns: { live: true } }, LIMITED),

  // Pacing, budget and days remaining.
  q('pacing', `What is the pacing of ${TG_LAUNCH}?`, { pacing: { campaign: TG_LAUNCH } }),
  q('pacing', `Is ${SC_FRIDAY} on track?`, { pacing: { campaign: SC_FRIDAY } }),
  q('pacing', `How is the ${BR_LOYALTY} budget pacing?`, { pacing: { campaign: BR_LOYALTY } }),
  q('pacing', `What is the pacing of ${SC}?`, { pacing: { advertiser: SC } }),
  q('pacing', 'Are we on pace with our budgets?', { pacing: {} }),
  q('pacing', 'How is trailhead pacing?', { pacing: { advertiser: TG } }),
  q('pacing', `How many days are left on ${TG_LAUNCH}?`, { daysLeft: { campaign: TG_LAUNCH } }),
  q('pacing', `When does ${SC_LOYALTY} end?`, { daysLeft: { campaign: SC_LOYALTY } }),
  q('pacing', `Days remaining for ${TG_OPENING}`, { daysLeft: { campaign: TG_OPENING } }),

  // Billing.
  q('billing', 'What is our balance due?', { billing: { figure: 'totalBalance' } }),
  q('billing', 'How much do we owe?', { billing: { figure: 'totalBalance' } }),
  q('billing', 'How many overdue invoices do we have?', { billing: { figure: 'countOverdue' } }),
  q('billing', 'How much is overdue?', { billing: { figure: 'overdueBalance' } }),
  q('billing', 'How many invoices are open?', { billing: { figure: 'countOpen' } }),
  q('billing', 'How many paid invoices do we have?', { billing: { figure: 'countPaid' } }),
  q('billing', `Show the invoices of ${TG}`, { billing: { figure: 'totalBalance', advertiser: TG } }),
  q('billing', `What is the balance due for ${SC}?`, { billing: { figure: 'totalBalance', advertiser: SC } }),
  q('refusal', 'What is our balance due?', { refusal: true }, LIMITED),

  // Audiences and documents.
  q('audiences', `How many audiences does ${BR} have?`, { audiences: { advertiser: BR } }),
  q('audiences', `What audiences does ${TG} have?`, { audiences: { advertiser: TG } }),
  q('audiences', `Show me the segments for ${LM}`, { audiences: { advertiser: LM } }),
  q('audiences', `${SC} audiences and their counts`, { audiences: { advertiser: SC } }),
  q('documents', `What documents does ${TG_OPENING} have?`, { documents: { campaign: TG_OPENING } }),
  q('documents', `Show the files of ${SC_FRIDAY}`, { documents: { campaign: SC_FRIDAY } }),
  q('documents', `Any documents on ${LM_LOYALTY}?`, { documents: { campaign: LM_LOYALTY } }),

  // Follow-ups keep the context.
  q('follow-up', ['How much did we spend in the last 30 days?', 'And last month?'], r(['spend'], 'Previous Month')),
  q(
    'follow-up',
    ['How much did we spend last month?', `What about ${TG}?`],
    r(['spend'], 'Previous Month', { advertiser: TG }),
  ),
  q(
    'follow-up',
    [`How many clicks did ${SC} get this month?`, 'and last month?'],
    r(['clicks'], 'Previous Month', { advertiser: SC }),
  ),
  q(
    'follow-up',
    ['Which advertiser had the most spend last month?', 'and this month?'],
    r(['spend'], 'MTD', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'follow-up',
    ['What is our CTR in the last 7 days?', 'what about CTV?'],
    r(['ctr'], 'Last 7 days', { channels: ['CTV'] }),
  ),
  q(
    'follow-up',
    ['Spend by channel last month', `what about ${BR}?`],
    r(['spend'], 'Previous Month', { advertiser: BR, groupBy: 'adFormat' }),
  ),
  q(
    'follow-up',
    [`How much did ${TG} spend last month?`, 'Why?'],
    r(['spend'], 'Previous Month', { advertiser: TG, groupBy: 'adFormat' }),
  ),
  q(
    'follow-up',
    ['How much did Brand Awareness spend last month?', 'id 10'],
    r(['spend'], 'Previous Month', { campaign: 'Summit Coffee Roasters Brand Awareness 2026#10' }),
  ),
  q('follow-up', [`What is the pacing of ${SC}?`, `what about ${TG}?`], { pacing: { advertiser: TG } }),
  q('follow-up', ['How many overdue invoices do we have?', `what about ${TG}?`], {
    billing: { figure: 'countOverdue', advertiser: TG },
  }),
  q('follow-up', ['How many impressions this month?', 'and clicks?'], r(['clicks'], 'MTD')),

  // An ambiguous name gets a question back.
  q('clarify', 'How much did Brand Awareness spend last month?', { clarify: true }),
  q('clarify', 'What is the pacing of Always-On Prospecting?', { clarify: true }),
  q('clarify', 'Product Launch clicks this month', { clarify: true }),
  q('clarify', 'How is Local Awareness doing?', { clarify: true }),
  q('clarify', 'Spend of Blue Ridge Kayaks Fall Clearance 2026 last month', { clarify: true }),

  // Outside the data: plainly refused, no figure stated.
  q('refusal', 'What will the weather be in Paris tomorrow?', { refusal: true }),
  q('refusal', 'Which channel is best for revenue?', { refusal: true }),
  q('refusal', 'What is our ROAS this month?', { refusal: true }),
  q('refusal', 'How much did Globex Retail spend last month?', { refusal: true }),
  q('refusal', 'What are Northwind Fitness clicks this year?', { refusal: true }),
  q('refusal', 'How many live campaigns does Initech Software have?', { refusal: true }),
  // An unknown company written in lower case is still a name in a subject's place, not the whole client.
  q('refusal', 'how much did globex spend last month', { refusal: true }),
  q('refusal', 'what is the pacing of initech', { refusal: true }),
  q('refusal', `How much has ${BR} spent this year?`, { refusal: true }, LIMITED),
  q('refusal', `What is the pacing of ${LM}?`, { refusal: true }, LIMITED),
  q('refusal', `What audiences does ${EC} have?`, { refusal: true }, LIMITED),
  q('refusal', 'Tell me a joke', { refusal: true }),
  q('refusal', 'Who won the game last night?', { refusal: true }),
  q('refusal', "What is our competitors' spend?", { refusal: true }),
];
