import { q, r, type Question, type RangeSpec } from '../question';
import { TG, SC, BR, LM, TG_AWARENESS } from '../acme';
import { monthsAgo } from '../latest';

/** The `n` days that end the day before the last `n` days begin: "the previous 7 days". */
function daysBefore(n: number): RangeSpec {
  const day = (back: number) => {
    const d = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - back);
    return d.toISOString().slice(0, 10);
  };
  return { from: day(2 * n), to: day(n + 1) };
}

/**
 * Shapes of round 9: the range before said as "the previous 7 days", what one click or conversion costs, a budget
 * less its spend or in all, a ranking by a change, a rate's average across groups, campaigns on plan, and the first
 * of a ranking asked more.
 */
export const ROUND_NINE_ARITHMETIC: Question[] = [
  q('arithmetic', 'percentage change in conversions last 7 days vs previous 7 days', {
    sums: { metric: 'conversions', sides: [{ range: { days: 7 } }, { range: daysBefore(7) }], says: ['growth'] },
  }),
  q('arithmetic', 'How many more clicks did we get in the last 14 days than in the prior 14 days?', {
    sums: { metric: 'clicks', sides: [{ range: { days: 14 } }, { range: daysBefore(14) }], says: ['difference'] },
  }),
  q('arithmetic', `budget minus spend for ${SC}`, { remaining: { advertiser: SC } }),
  q('arithmetic', `How much money does ${LM} have left?`, { remaining: { advertiser: LM } }),
  q('arithmetic', 'What is the total budget of our live campaigns?', { budgetTotal: { live: true } }),
  q('arithmetic', "live campaigns' total budget", { budgetTotal: { live: true } }),
  q('arithmetic', `How much budget do ${TG}'s active campaigns have in total?`, { budgetTotal: { advertiser: TG } }),
  q('arithmetic', 'What is the combined budget of all our active campaigns?', { budgetTotal: {} }),
  q('arithmetic', 'How many impressions did we get per dollar last month?', {
    ratio: { metrics: ['impressions', 'spend'], side: { range: 'Previous Month' } },
  }),
  q('arithmetic', "What's the average CTR across campaigns last month?", r(['ctr'], 'Previous Month')),
  q('arithmetic', 'average CPC per advertiser in the last 30 days', r(['cpc'], 'Last 30 days')),
];

export const ROUND_NINE_RATES: Question[] = [
  q('metric', 'How much does a conversion cost us last month?', r(['costPerConversion'], 'Previous Month')),
  q(
    'metric',
    'What does each click cost us on Google in the last 30 days?',
    r(['cpc'], 'Last 30 days', { platforms: ['GOOGLE_ADS'] }),
  ),
  q(
    'metric',
    `What are we paying for a conversion on ${BR} this year?`,
    r(['costPerConversion'], 'YTD', { advertiser: BR }),
  ),
  q('metric', 'what did one click cost on Meta last month', r(['cpc'], 'Previous Month', { platforms: ['META'] })),
];

export const ROUND_NINE_COMPARISONS: Question[] = [
  q('comparison', 'Spend last month vs the previous month', r(['spend'], 'Previous Month', { compare: monthsAgo(2) })),
  q(
    'comparison',
    'clicks in the last 30 days compared with the preceding 30 days',
    r(['clicks'], 'Last 30 days', { compare: 'previous period' }),
  ),
  q('comparison', 'Which advertiser had the biggest drop in spend last month?', {
    changes: {
      metric: 'spend',
      groupBy: 'advertiser',
      range: 'Previous Month',
      compare: monthsAgo(2),
      fall: true,
    },
  }),
  q('comparison', 'Which channel grew the most in clicks last month?', {
    changes: { metric: 'clicks', groupBy: 'adFormat', range: 'Previous Month', compare: monthsAgo(2) },
  }),
];

export const ROUND_NINE_PACING: Question[] = [
  q('pacing', 'Which campaigns are on track?', { campaignRank: { by: 'on plan', among: 'Live' } }),
  q('pacing', 'what campaigns are pacing fine', { campaignRank: { by: 'on plan', among: 'Live' } }),
  q('pacing', 'Which live campaigns are underspending?', { campaignRank: { by: 'lowest pacing', among: 'Live' } }),
  q('pacing', `How much is left to spend on ${TG_AWARENESS}?`, { remaining: { campaign: TG_AWARENESS } }),
];

export const ROUND_NINE_FOLLOW_UPS: Question[] = [
  q(
    'follow-up',
    ['Top 3 campaigns by spend last month', "what about the first one's CTR?"],
    r(['spend', 'ctr'], 'Previous Month', { groupBy: 'campaign', order: 'most', limit: 1 }),
  ),
  q(
    'follow-up',
    ['Which advertiser spent the most last month?', "what's the top one's CPA?"],
    r(['spend', 'costPerConversion'], 'Previous Month', { groupBy: 'advertiser', order: 'most', limit: 1 }),
  ),
  q(
    'follow-up',
    ['How many conversions did we get in the last 7 days?', 'and the previous 7 days?'],
    r(['conversions'], daysBefore(7)),
  ),
];
