import { q, r, type Question } from '../question';
import { TG, SC, BR, LM, OVERVIEW, TG_AWARENESS, TG_PROSPECTING } from '../acme';

/** Comparisons: a range against another or the previous period, or two advertisers side by side. */
export const COMPARISON_QUESTIONS: Question[] = [
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
  // Without a trigger word: "compare A and B", "how much more … than", "A or B", "grew from … to …".
  q('comparison', `Compare ${TG} and ${SC} on spend last month`, r(['spend'], 'Previous Month', { pair: [TG, SC] })),
  q(
    'comparison',
    `How much more did ${BR} spend than ${LM} in the last 30 days?`,
    r(['spend'], 'Last 30 days', { pair: [BR, LM] }),
  ),
  q('comparison', `Which got more clicks this month, ${TG} or ${SC}?`, r(['clicks'], 'MTD', { pair: [TG, SC] })),
  q(
    'comparison',
    'How does October 2026 compare with September 2026 on impressions?',
    r(['impressions'], { month: 10, year: 2026 }, { compare: { month: 9, year: 2026 } }),
  ),
  q(
    'comparison',
    'How much did spend grow from September 2026 to October 2026?',
    r(['spend'], { month: 10, year: 2026 }, { compare: { month: 9, year: 2026 } }),
  ),
];

const SEP = { month: 9, year: 2026 };
const OCT = { month: 10, year: 2026 };
const NOV = { month: 11, year: 2026 };

/** Comparisons said without "vs" or "against": "did A beat B", "is A higher than B", "up or down", "which did better". */
export const PLAIN_COMPARISON_QUESTIONS: Question[] = [
  q('comparison', `Did ${TG} beat ${SC} on clicks last month?`, r(['clicks'], 'Previous Month', { pair: [TG, SC] })),
  q('comparison', `Is ${BR}'s CTR higher than ${LM}'s this year?`, r(['ctr'], 'YTD', { pair: [BR, LM] })),
  q(
    'comparison',
    'Which did better on conversions last month, video or display?',
    r(['conversions'], 'Previous Month', { channels: ['VIDEO', 'DISPLAY'], groupBy: 'adFormat', order: 'most' }),
  ),
  q(
    'comparison',
    'How did spend change this month compared to last?',
    r(['spend'], 'MTD', { compare: 'Previous Month' }),
  ),
  q(
    'comparison',
    'Were impressions up or down last week versus the week before?',
    r(['impressions'], { lastWeek: true }, { compare: 'previous period' }),
  ),
  q(
    'comparison',
    'How does Q3 2026 stack up against Q2 2026 on spend?',
    r(['spend'], { from: '2026-07-01', to: '2026-09-30' }, { compare: { from: '2026-04-01', to: '2026-06-30' } }),
  ),
  q(
    'comparison',
    `${TG_AWARENESS} or ${TG_PROSPECTING}: which had more impressions in the last 30 days?`,
    r(['impressions'], 'Last 30 days', { campaignPair: [TG_AWARENESS, TG_PROSPECTING] }),
  ),
  q(
    'comparison',
    'Clicks on CTV and on social last month side by side',
    r(['clicks'], 'Previous Month', { channels: ['CTV', 'SOCIAL'], groupBy: 'adFormat', order: 'most' }),
  ),
  q(
    'comparison',
    'Did our CPM go up or down in the last 30 days?',
    r(['cpm'], 'Last 30 days', { compare: 'previous period' }),
  ),
  q(
    'comparison',
    `How did November 2026 do against October 2026 for ${TG}?`,
    r(OVERVIEW, NOV, { advertiser: TG, compare: OCT }),
  ),
  q(
    'comparison',
    'Meta versus Google Ads spend this year',
    r(['spend'], 'YTD', { platforms: ['META', 'GOOGLE_ADS'], groupBy: 'platform', order: 'most' }),
  ),
  q(
    'comparison',
    `Was ${SC}'s spend in the last 7 days more or less than in the 7 days before?`,
    r(['spend'], 'Last 7 days', { advertiser: SC, compare: 'previous period' }),
  ),
  q(
    'comparison',
    `Did ${LM} spend more this month than last month?`,
    r(['spend'], 'MTD', { advertiser: LM, compare: 'Previous Month' }),
  ),
  q(
    'comparison',
    'Did conversions grow from September 2026 to October 2026?',
    r(['conversions'], OCT, { compare: SEP }),
  ),
  q(
    'comparison',
    `Has ${LM}'s CPM improved since last month?`,
    r(['cpm'], 'MTD', { advertiser: LM, compare: 'Previous Month' }),
  ),
  q(
    'comparison',
    `Compare October 2026 and November 2026 spend for ${BR}`,
    r(['spend'], NOV, { advertiser: BR, compare: OCT }),
  ),
  q(
    'comparison',
    `Did ${SC} get more clicks than ${BR} last week?`,
    r(['clicks'], { lastWeek: true }, { pair: [SC, BR] }),
  ),
  q(
    'comparison',
    'How did our CTR trend from Q2 2026 to Q3 2026?',
    r(['ctr'], { from: '2026-07-01', to: '2026-09-30' }, { compare: { from: '2026-04-01', to: '2026-06-30' } }),
  ),
  q('comparison', `Spend last 7 days vs the 7 days before for ${TG} and ${SC}`, {
    parts: [
      r(['spend'], 'Last 7 days', { advertiser: TG, compare: 'previous period' }),
      r(['spend'], 'Last 7 days', { advertiser: SC, compare: 'previous period' }),
    ],
  }),
];

/** Groups ranked by how much a figure changed between two ranges. */
export const CHANGE_RANKING_QUESTIONS: Question[] = [
  q('comparison', 'Which advertiser grew spend the most from October 2026 to November 2026?', {
    changes: { metric: 'spend', groupBy: 'advertiser', range: NOV, compare: OCT },
  }),
  q('comparison', 'Which channel lost the most impressions in November 2026 compared with October 2026?', {
    changes: { metric: 'impressions', groupBy: 'adFormat', range: NOV, compare: OCT, fall: true },
  }),
];
