import { q, r, type Question } from '../question';
import { TG, SC, BR, LM, OVERVIEW } from '../acme';

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
