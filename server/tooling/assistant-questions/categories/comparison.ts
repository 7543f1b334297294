import { q, r, type Question, type RangeSpec, type ReportExpectation } from '../question';
import { TG, SC, BR, LM, OVERVIEW, TG_AWARENESS, TG_PROSPECTING } from '../acme';

/** The metrics over one range against another (or the previous period), `more` narrowing both. */
const versus = (
  ask: string,
  metrics: string[],
  range: RangeSpec,
  compare: NonNullable<ReportExpectation['compare']>,
  more: Partial<ReportExpectation> = {},
): Question => q('comparison', ask, r(metrics, range, { ...more, compare }));

/** Two advertisers side by side on the same metrics over the same range. */
const pair = (ask: string, metrics: string[], range: RangeSpec, advertisers: [string, string]): Question =>
  q('comparison', ask, r(metrics, range, { pair: advertisers }));

/** Channels side by side on one metric over a range, the one with the most first. */
const channelsSideBySide = (ask: string, metric: string, range: RangeSpec, channels: string[]): Question =>
  q('comparison', ask, r([metric], range, { channels, groupBy: 'adFormat', order: 'most' }));

const SEP = { month: 9, year: 2026 };
const OCT = { month: 10, year: 2026 };
const NOV = { month: 11, year: 2026 };
const Q2 = { from: '2026-04-01', to: '2026-06-30' };
const Q3 = { from: '2026-07-01', to: '2026-09-30' };

/** Comparisons: a range against another or the previous period, or two advertisers side by side. */
export const COMPARISON_QUESTIONS: Question[] = [
  versus('Spend this month vs last month', ['spend'], 'MTD', 'Previous Month'),
  versus(
    'How did clicks in the last 7 days compare to the previous period?',
    ['clicks'],
    'Last 7 days',
    'previous period',
  ),
  versus('Impressions last month versus this month', ['impressions'], 'Previous Month', 'MTD'),
  versus('CTR in the last 30 days compared with the previous period', ['ctr'], 'Last 30 days', 'previous period'),
  versus('Conversions in October 2026 vs September 2026', ['conversions'], OCT, SEP),
  versus(`${TG} spend this month vs last month`, ['spend'], 'MTD', 'Previous Month', { advertiser: TG }),
  pair(`How did ${TG} do against ${SC} last month?`, OVERVIEW, 'Previous Month', [TG, SC]),
  pair(`Compare ${BR} vs ${LM} spend in the last 30 days`, ['spend'], 'Last 30 days', [BR, LM]),
  channelsSideBySide('Spend on video vs display this month', 'spend', 'MTD', ['VIDEO', 'DISPLAY']),
  versus('CPM this year vs last 30 days', ['cpm'], 'YTD', 'Last 30 days'),
  versus('CTV spend last 14 days compared to the previous period', ['spend'], 'Last 14 days', 'previous period', {
    channels: ['CTV'],
  }),
  // Without a trigger word: "compare A and B", "how much more … than", "A or B", "grew from … to …".
  pair(`Compare ${TG} and ${SC} on spend last month`, ['spend'], 'Previous Month', [TG, SC]),
  pair(`How much more did ${BR} spend than ${LM} in the last 30 days?`, ['spend'], 'Last 30 days', [BR, LM]),
  pair(`Which got more clicks this month, ${TG} or ${SC}?`, ['clicks'], 'MTD', [TG, SC]),
  versus('How does October 2026 compare with September 2026 on impressions?', ['impressions'], OCT, SEP),
  versus('How much did spend grow from September 2026 to October 2026?', ['spend'], OCT, SEP),
];

/** Comparisons said without "vs" or "against": "did A beat B", "is A higher than B", "up or down", "which did better". */
export const PLAIN_COMPARISON_QUESTIONS: Question[] = [
  pair(`Did ${TG} beat ${SC} on clicks last month?`, ['clicks'], 'Previous Month', [TG, SC]),
  pair(`Is ${BR}'s CTR higher than ${LM}'s this year?`, ['ctr'], 'YTD', [BR, LM]),
  channelsSideBySide('Which did better on conversions last month, video or display?', 'conversions', 'Previous Month', [
    'VIDEO',
    'DISPLAY',
  ]),
  versus('How did spend change this month compared to last?', ['spend'], 'MTD', 'Previous Month'),
  versus(
    'Were impressions up or down last week versus the week before?',
    ['impressions'],
    { lastWeek: true },
    'previous period',
  ),
  versus('How does Q3 2026 stack up against Q2 2026 on spend?', ['spend'], Q3, Q2),
  q(
    'comparison',
    `${TG_AWARENESS} or ${TG_PROSPECTING}: which had more impressions in the last 30 days?`,
    r(['impressions'], 'Last 30 days', { campaignPair: [TG_AWARENESS, TG_PROSPECTING] }),
  ),
  channelsSideBySide('Clicks on CTV and on social last month side by side', 'clicks', 'Previous Month', [
    'CTV',
    'SOCIAL',
  ]),
  versus('Did our CPM go up or down in the last 30 days?', ['cpm'], 'Last 30 days', 'previous period'),
  versus(`How did November 2026 do against October 2026 for ${TG}?`, OVERVIEW, NOV, OCT, { advertiser: TG }),
  q(
    'comparison',
    'Meta versus Google Ads spend this year',
    r(['spend'], 'YTD', { platforms: ['META', 'GOOGLE_ADS'], groupBy: 'platform', order: 'most' }),
  ),
  versus(
    `Was ${SC}'s spend in the last 7 days more or less than in the 7 days before?`,
    ['spend'],
    'Last 7 days',
    'previous period',
    { advertiser: SC },
  ),
  versus(`Did ${LM} spend more this month than last month?`, ['spend'], 'MTD', 'Previous Month', { advertiser: LM }),
  versus('Did conversions grow from September 2026 to October 2026?', ['conversions'], OCT, SEP),
  versus(`Has ${LM}'s CPM improved since last month?`, ['cpm'], 'MTD', 'Previous Month', { advertiser: LM }),
  versus(`Compare October 2026 and November 2026 spend for ${BR}`, ['spend'], NOV, OCT, { advertiser: BR }),
  pair(`Did ${SC} get more clicks than ${BR} last week?`, ['clicks'], { lastWeek: true }, [SC, BR]),
  versus('How did our CTR trend from Q2 2026 to Q3 2026?', ['ctr'], Q3, Q2),
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
