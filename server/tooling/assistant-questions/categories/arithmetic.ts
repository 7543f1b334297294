import { advertiserSums, q, type Question } from '../question';
import { TG, SC, BR, LM, EC, PP, SC_FRIDAY } from '../acme';

const SEP = { month: 9, year: 2026 };
const OCT = { month: 10, year: 2026 };

/**
 * Sums worked out from the figures it has: a difference, a total of two, a share of the whole, a change in percent,
 * a budget's remainder, an average per day, a ratio the catalogue has no name for. Each answer says its inputs.
 */
export const ARITHMETIC_QUESTIONS: Question[] = [
  q(
    'arithmetic',
    `What's the difference in spend between ${TG} and ${SC} last month?`,
    advertiserSums('spend', 'Previous Month', [TG, SC], ['difference']),
  ),
  q(
    'arithmetic',
    `How much did ${TG} and ${SC} spend together last month?`,
    advertiserSums('spend', 'Previous Month', [TG, SC], ['sum']),
  ),
  q(
    'arithmetic',
    `Total impressions for ${BR} plus ${LM} in the last 30 days`,
    advertiserSums('impressions', 'Last 30 days', [BR, LM], ['sum']),
  ),
  q('arithmetic', 'What did we spend in September 2026 and October 2026 combined?', {
    sums: { metric: 'spend', sides: [{ range: SEP }, { range: OCT }], says: ['sum'] },
  }),
  q('arithmetic', 'What % of our impressions came from CTV last month?', {
    share: {
      metric: 'impressions',
      part: { range: 'Previous Month', channels: ['CTV'] },
      whole: { range: 'Previous Month' },
    },
  }),
  q('arithmetic', `What percentage of last month's spend was ${TG}?`, {
    share: { metric: 'spend', part: { range: 'Previous Month', advertiser: TG }, whole: { range: 'Previous Month' } },
  }),
  q('arithmetic', `How much of ${SC}'s spend this year went to video?`, {
    share: {
      metric: 'spend',
      part: { range: 'YTD', advertiser: SC, channels: ['VIDEO'] },
      whole: { range: 'YTD', advertiser: SC },
    },
  }),
  q('arithmetic', 'By what percent did clicks grow from September 2026 to October 2026?', {
    sums: { metric: 'clicks', sides: [{ range: OCT }, { range: SEP }], says: ['growth'] },
  }),
  q('arithmetic', 'What was the month-over-month change in impressions last month?', {
    sums: {
      metric: 'impressions',
      sides: [{ range: 'Previous Month' }, { range: OCT }],
      says: ['difference', 'growth'],
    },
  }),
  q('arithmetic', `How much less did we spend in October 2026 than in September 2026?`, {
    sums: { metric: 'spend', sides: [{ range: OCT }, { range: SEP }], says: ['difference'] },
  }),
  q('arithmetic', `How much more did video cost us than display last month?`, {
    sums: {
      metric: 'spend',
      sides: [
        { range: 'Previous Month', channels: ['VIDEO'] },
        { range: 'Previous Month', channels: ['DISPLAY'] },
      ],
      says: ['difference'],
    },
  }),
  q('arithmetic', `How much budget does ${TG} have left?`, { remaining: { advertiser: TG } }),
  q('arithmetic', `What's left in the budget for ${SC_FRIDAY}?`, { remaining: { campaign: SC_FRIDAY } }),
  q('arithmetic', 'Across all our active campaigns, how much budget remains unspent?', { remaining: {} }),
  q('arithmetic', `On average, how many clicks did ${BR} get per day last month?`, {
    perDay: { metric: 'clicks', side: { range: 'Previous Month', advertiser: BR } },
  }),
  q('arithmetic', 'How many impressions per click did we get last month?', {
    ratio: { metrics: ['impressions', 'clicks'], side: { range: 'Previous Month' } },
  }),
  q('arithmetic', `What is ${EC}'s clicks to conversions ratio this year?`, {
    ratio: { metrics: ['clicks', 'conversions'], side: { range: 'YTD', advertiser: EC } },
  }),
  q('arithmetic', 'What did we pay per completion on video in the last 30 days?', {
    ratio: { metrics: ['spend', 'completions'], side: { range: 'Last 30 days', channels: ['VIDEO'] } },
  }),
  q(
    'arithmetic',
    `What's the gap in conversions between ${EC} and ${PP} this year?`,
    advertiserSums('conversions', 'YTD', [EC, PP], ['difference']),
  ),
  q('arithmetic', 'How much did spend increase between October 2026 and November 2026, in percent?', {
    sums: { metric: 'spend', sides: [{ range: { month: 11, year: 2026 } }, { range: OCT }], says: ['growth'] },
  }),
  q('arithmetic', 'Spend for Q3 2026 and Q4 2026 so far, together', {
    sums: {
      metric: 'spend',
      sides: [{ range: { from: '2026-07-01', to: '2026-09-30' } }, { range: { from: '2026-10-01', to: '2026-12-31' } }],
      says: ['sum'],
    },
  }),
  q('arithmetic', `What portion of ${BR}'s impressions came from display last month?`, {
    share: {
      metric: 'impressions',
      part: { range: 'Previous Month', advertiser: BR, channels: ['DISPLAY'] },
      whole: { range: 'Previous Month', advertiser: BR },
    },
  }),
  q(
    'arithmetic',
    `What's our total spend across ${TG}, ${SC} and ${BR} last month?`,
    advertiserSums('spend', 'Previous Month', [TG, SC, BR], ['sum']),
  ),
  q(
    'arithmetic',
    `${TG} clicks last month minus ${SC} clicks last month`,
    advertiserSums('clicks', 'Previous Month', [TG, SC], ['difference']),
  ),
  q('arithmetic', `What share of total conversions came from ${SC} and ${TG} this year?`, {
    share: { metric: 'conversions', part: { range: 'YTD', pair: [SC, TG] }, whole: { range: 'YTD' } },
  }),
  q('arithmetic', `What's the combined budget remaining for ${TG} and ${SC}?`, {
    remaining: { advertisers: [TG, SC] },
  }),
  q('arithmetic', 'What percentage did impressions grow last month?', {
    sums: { metric: 'impressions', sides: [{ range: 'Previous Month' }, { range: OCT }], says: ['growth'] },
  }),
];
