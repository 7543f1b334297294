import { q, r, type Question } from '../question';
import { TG, SC, BR, LM, EC, PP, BR_SPRING, LIMITED } from '../acme';

const OCT = { month: 10, year: 2026 };

/**
 * Several asks in one question, joined by "and", "also", "plus", "then", commas, semicolons or question marks:
 * each part answered (the later ones in the earlier one's context), a part outside the data named as such.
 */
export const MULTI_PART_QUESTIONS: Question[] = [
  q('multi-part', `What was our CTR last month and how many clicks did ${TG} get this month?`, {
    parts: [r(['ctr'], 'Previous Month'), r(['clicks'], 'MTD', { advertiser: TG })],
  }),
  q('multi-part', 'Spend last month and impressions this month', {
    parts: [r(['spend'], 'Previous Month'), r(['impressions'], 'MTD')],
  }),
  q('multi-part', `${TG}'s spend last month; ${SC}'s clicks in the last 7 days`, {
    parts: [r(['spend'], 'Previous Month', { advertiser: TG }), r(['clicks'], 'Last 7 days', { advertiser: SC })],
  }),
  q('multi-part', 'How many impressions did we get in October 2026? And what was the CPM?', {
    parts: [r(['impressions'], OCT), r(['cpm'], OCT)],
  }),
  q('multi-part', 'Give me spend for the last 30 days plus our overdue balance', {
    parts: [r(['spend'], 'Last 30 days'), { billing: { figure: 'overdueBalance' } }],
  }),
  q('multi-part', 'What were our revenue and spend last month?', {
    parts: [r(['spend'], 'Previous Month'), { declines: true }],
  }),
  q('multi-part', `How many live campaigns does ${BR} have, what's its pacing, and how much has it spent this month?`, {
    parts: [
      { campaigns: { live: true, advertiser: BR } },
      { pacing: { advertiser: BR } },
      r(['spend'], 'MTD', { advertiser: BR }),
    ],
  }),
  q('multi-part', `Clicks on video last month, and display's CTR this month?`, {
    parts: [r(['clicks'], 'Previous Month', { channels: ['VIDEO'] }), r(['ctr'], 'MTD', { channels: ['DISPLAY'] })],
  }),
  q('multi-part', `What did ${LM} spend in the last 14 days? Also, what's our balance due?`, {
    parts: [r(['spend'], 'Last 14 days', { advertiser: LM }), { billing: { figure: 'totalBalance' } }],
  }),
  q('multi-part', 'Which advertiser spent the most last month and which channel got the most clicks?', {
    parts: [
      r(['spend'], 'Previous Month', { groupBy: 'advertiser', order: 'most' }),
      r(['clicks'], 'Previous Month', { groupBy: 'adFormat', order: 'most' }),
    ],
  }),
  q('multi-part', 'Show me impressions by channel for last month plus the top 3 campaigns by clicks', {
    parts: [
      r(['impressions'], 'Previous Month', { groupBy: 'adFormat' }),
      r(['clicks'], 'Previous Month', { groupBy: 'campaign', order: 'most', limit: 3 }),
    ],
  }),
  q('multi-part', `How much did ${EC} spend this year and how many conversions did it get?`, {
    parts: [r(['spend'], 'YTD', { advertiser: EC }), r(['conversions'], 'YTD', { advertiser: EC })],
  }),
  q('multi-part', `Spend for ${TG} last month, and what's the weather going to be tomorrow?`, {
    parts: [r(['spend'], 'Previous Month', { advertiser: TG }), { declines: true }],
  }),
  q('multi-part', 'Give me the CPC for the last 7 days, then the CPM for the last 30 days', {
    parts: [r(['cpc'], 'Last 7 days'), r(['cpm'], 'Last 30 days')],
  }),
  q('multi-part', "What are total impressions this month, what's the CTR, and which advertiser leads on spend?", {
    parts: [
      r(['impressions'], 'MTD'),
      r(['ctr'], 'MTD'),
      r(['spend'], 'MTD', { groupBy: 'advertiser', order: 'most' }),
    ],
  }),
  q('multi-part', 'How many conversions did we get last month? What about the month before?', {
    parts: [r(['conversions'], 'Previous Month'), r(['conversions'], OCT)],
  }),
  q('multi-part', 'How much did we spend last month and how does that compare to the month before?', {
    parts: [r(['spend'], 'Previous Month', { compare: OCT })],
  }),
  q('multi-part', 'How many impressions did CTV get last month and what share of the total was that?', {
    share: {
      metric: 'impressions',
      part: { range: 'Previous Month', channels: ['CTV'] },
      whole: { range: 'Previous Month' },
    },
  }),
  q('multi-part', "What's our CTR this year, and is it higher than last year?", {
    parts: [r(['ctr'], 'YTD', { compare: { from: '2025-01-01', to: '2025-12-31' } })],
  }),
  q('multi-part', "What's the total of our overdue invoices and our spend this month?", {
    parts: [{ billing: { figure: 'overdueBalance' } }, r(['spend'], 'MTD')],
  }),
  q(
    'multi-part',
    `Give me ${BR}'s spend, impressions and CTR last month, plus how many days are left on ${BR_SPRING}`,
    {
      parts: [
        r(['spend', 'impressions', 'ctr'], 'Previous Month', { advertiser: BR }),
        { daysLeft: { campaign: BR_SPRING } },
      ],
    },
  ),
  q('multi-part', `What were conversions for ${LM} in October 2026 and for ${PP} in November 2026?`, {
    parts: [
      r(['conversions'], OCT, { advertiser: LM }),
      r(['conversions'], { month: 11, year: 2026 }, { advertiser: PP }),
    ],
  }),
  q('multi-part', "What's our ROAS and CPA for last month?", {
    parts: [r(['costPerConversion'], 'Previous Month'), { declines: true }],
  }),
  // A range said once, at the end, for every ask before it.
  q('multi-part', "What's the CPM for CTV and the VCR for online video last month?", {
    parts: [
      r(['cpm'], 'Previous Month', { channels: ['CTV'] }),
      r(['completionRate'], 'Previous Month', { channels: ['VIDEO'] }),
    ],
  }),
  q('multi-part', 'How many conversions did we get last month and how much did each one cost?', {
    parts: [r(['conversions'], 'Previous Month'), r(['costPerConversion'], 'Previous Month')],
  }),
  q(
    'multi-part',
    `What did ${TG} spend last month and how much do we owe on invoices?`,
    {
      parts: [r(['spend'], 'Previous Month', { advertiser: TG }), { declines: true }],
    },
    LIMITED,
  ),
  q('multi-part', 'List our paused campaigns, and tell me how much is overdue', {
    parts: [{ campaigns: { statuses: ['Paused'] } }, { billing: { figure: 'overdueBalance' } }],
  }),
  q('multi-part', 'Which campaign had the most conversions last month and what was its CPA?', {
    parts: [r(['conversions', 'costPerConversion'], 'Previous Month', { groupBy: 'campaign', order: 'most' })],
  }),
  q('multi-part', "What's the total spend for last month? Also can you pause the Trailhead Gear Product Launch?", {
    parts: [r(['spend'], 'Previous Month'), { declines: true }],
  }),
  q('multi-part', 'How much did we spend last month and what percentage was CTV?', {
    share: {
      metric: 'spend',
      part: { range: 'Previous Month', channels: ['CTV'] },
      whole: { range: 'Previous Month' },
    },
  }),
];
