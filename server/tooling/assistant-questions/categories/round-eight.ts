import { q, r, type Question } from '../question';
import { TG, SC, BR } from '../acme';
import { monthsAgo } from '../latest';

/**
 * Shapes of round 8: a figure scaled ("if we doubled it"), an average over groups, a difference said with "minus",
 * the distance to budget; the conversion rate and CPCV; invoices due ahead and statuses Billing does not have; range
 * words and billing words mistyped.
 */
export const ROUND_EIGHT_ARITHMETIC: Question[] = [
  q('arithmetic', 'If we doubled our spend, how many clicks would we get last month?', {
    scaled: { metric: 'clicks', side: { range: 'Previous Month' }, factor: 2 },
  }),
  q('arithmetic', 'What is half of our spend in the last 30 days?', {
    scaled: { metric: 'spend', side: { range: 'Last 30 days' }, factor: 0.5 },
  }),
  q('arithmetic', `What would ${TG}'s spend last month be if it increased by 10%?`, {
    scaled: { metric: 'spend', side: { range: 'Previous Month', advertiser: TG }, factor: 1.1 },
  }),
  q('arithmetic', 'What was the average spend per campaign last month?', {
    groupAverage: { metric: 'spend', range: 'Previous Month', groupBy: 'campaign' },
  }),
  q('arithmetic', 'Average impressions per advertiser in the last 30 days', {
    groupAverage: { metric: 'impressions', range: 'Last 30 days', groupBy: 'advertiser' },
  }),
  q('arithmetic', 'Clicks last month minus clicks the month before', {
    sums: { metric: 'clicks', sides: [{ range: 'Previous Month' }, { range: monthsAgo(2) }], says: ['difference'] },
  }),
  q('arithmetic', `How far is ${BR} from budget?`, { remaining: { advertiser: BR } }),
];

export const ROUND_EIGHT_RATES: Question[] = [
  q('metric', 'What was our conversion rate last month?', { conversionRate: { side: { range: 'Previous Month' } } }),
  q('metric', `conv rate for ${SC} in the last 30 days`, {
    conversionRate: { side: { range: 'Last 30 days', advertiser: SC } },
  }),
  q('metric', 'What was our CPCV on video last month?', {
    ratio: { metrics: ['spend', 'completions'], side: { range: 'Previous Month', channels: ['VIDEO'] } },
  }),
  q('metric', 'cost per completed view on CTV in the last 30 days', {
    ratio: { metrics: ['spend', 'completions'], side: { range: 'Last 30 days', channels: ['CTV'] } },
  }),
  q('metric', 'What were our CPMs last month?', r(['cpm'], 'Previous Month')),
  q(
    'metric',
    'What is the click-thru rate for display in the last 7 days?',
    r(['ctr'], 'Last 7 days', { channels: ['DISPLAY'] }),
  ),
  q('metric', 'cost per 1k impressions last month', r(['cpm'], 'Previous Month')),
  q(
    'metric',
    'How much are we paying per thousand impressions on CTV last month?',
    r(['cpm'], 'Previous Month', { channels: ['CTV'] }),
  ),
  q('metric', 'How much did each click cost us last month?', r(['cpc'], 'Previous Month')),
];

export const ROUND_EIGHT_BILLING: Question[] = [
  q('billing', 'Do we have any draft invoices?', { invoices: { figure: 'count', status: 'Draft' } }),
  q('billing', 'What invoices are due this week?', { invoices: { figure: 'invoiced', dueIn: 'this week' } }),
  q('billing', 'How much is due in the next 30 days?', { invoices: { figure: 'owed', dueIn: { days: 30 } } }),
  q('billing', "What's the total amount of unpaid invoices?", { invoices: { figure: 'owed', status: 'Unpaid' } }),
  q('billing', 'unpiad invoices', { invoices: { figure: 'owed', status: 'Unpaid' } }),
  q('billing', 'hw much do we owe', { billing: { figure: 'totalBalance' } }),
  q('billing', 'When is our next payment due?', { invoices: { figure: 'owed', pick: 'next due' } }),
  q('billing', "What's the average invoice amount?", { invoices: { figure: 'average' } }),
  q('billing', 'What is the average invoice this year?', { invoices: { figure: 'average', range: 'YTD' } }),
];

export const ROUND_EIGHT_COMPARISONS: Question[] = [
  q(
    'comparison',
    'Black Friday vs Cyber Monday spend',
    r(['spend'], { holiday: 'black friday' }, { compare: { holiday: 'cyber monday' } }),
  ),
  q(
    'comparison',
    'Clicks last weekend vs the weekend before',
    r(['clicks'], { weekend: 0 }, { compare: { weekend: 1 } }),
  ),
  q('comparison', 'Spend in 2025 vs 2026', r(['spend'], { wholeYear: 2025 }, { compare: { wholeYear: 2026 } })),
  q('comparison', 'H1 vs H2 spend', r(['spend'], { half: 1 }, { compare: { half: 2 } })),
  q(
    'comparison',
    'Spend yesterday compared to the same day last week',
    r(['spend'], { daysAgo: 1 }, { compare: { daysAgo: 8 } }),
  ),
  q('comparison', 'Spend on Black Friday and Cyber Monday combined', {
    sums: {
      metric: 'spend',
      sides: [{ range: { holiday: 'black friday' } }, { range: { holiday: 'cyber monday' } }],
      says: ['sum'],
    },
  }),
];

export const ROUND_EIGHT_TYPOS: Question[] = [
  q('range', 'spend lst month', r(['spend'], 'Previous Month')),
  q('range', 'impresions last mnth', r(['impressions'], 'Previous Month')),
  q('range', 'cpc last wek', r(['cpc'], { lastWeek: true })),
  q('range', 'wat did we spnd on thanksgivng', r(['spend'], { holiday: 'thanksgiving' })),
  q('range', 'clikcs on tuesady', r(['clicks'], { weekday: 2 })),
  q('range', 'Spend in the frist week of Novmber', r(['spend'], { ofMonth: 11, from: 1, to: 7 })),
  q('filter', 'TrailheadGear clicks last month', r(['clicks'], 'Previous Month', { advertiser: TG })),
  q('filter', 'whats the cpc on googel ads last month', r(['cpc'], 'Previous Month', { platforms: ['GOOGLE_ADS'] })),
  q('filter', 'spend on facebok last month', r(['spend'], 'Previous Month', { platforms: ['META'] })),
  q('range', 'Spend over the last two full weeks', r(['spend'], { lastWeeks: 2 })),
  q('range', 'Spend from Oct 1, 2026 to today', r(['spend'], { from: '2026-10-01' })),
];
