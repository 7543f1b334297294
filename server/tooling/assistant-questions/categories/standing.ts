import { q, r, ranking, type Question } from '../question';
import {
  TG,
  SC,
  BR,
  LM,
  EC,
  PP,
  TG_AWARENESS,
  TG_PROSPECTING,
  SC_FRIDAY,
  SC_LOYALTY,
  SC_RETARGETING,
  EC_LAUNCH,
} from '../acme';
import { latestDays, latestMonth, latestQuarter } from '../latest';

/**
 * Questions written from the product's side, as a user asks them without knowing the engine's words: statuses and
 * pacing ("behind", "underpacing", "ends first"), rankings said loosely ("who spent the most", "lowest CTR
 * campaign"), comparisons of two months or two names, and campaigns named in part.
 */
export const STANDING_STATUS_QUESTIONS: Question[] = [
  q('status', 'paused campaigns', { campaigns: { statuses: ['Paused'] } }),
  q('status', 'how many campaigns are on hold?', { campaigns: { statuses: ['Paused'] } }),
  q('status', "What's live right now?", { campaigns: { live: true } }),
  q('status', 'Campaigns ending this week', { campaigns: { filter: 'active', endingWithinDays: 7 } }),
  q('status', 'Which live campaign ends first?', { campaignRank: { by: 'ends first', among: 'Live' } }),
  q('status', 'Which advertiser has the most live campaigns?', {
    campaignRank: { by: 'most campaigns', among: 'Live' },
  }),
  q('status', 'How many campaigns does each advertiser have?', {
    campaignRank: { by: 'most campaigns', among: 'active' },
  }),
  q('status', 'which flight wraps up first', { campaignRank: { by: 'ends first', among: 'active' } }),
  q('status', 'Which campaigns launch this month?', { campaignRank: { by: 'starting', among: 'all', month: 0 } }),
  q('status', 'What campaigns are starting next month?', { campaignRank: { by: 'starting', among: 'all', month: 1 } }),
];

export const STANDING_PACING_QUESTIONS: Question[] = [
  q('pacing', 'Which campaigns are behind pace?', { campaignRank: { by: 'lowest pacing', among: 'Live' } }),
  q('pacing', 'Which campaign is furthest behind?', { campaignRank: { by: 'lowest pacing', among: 'Live' } }),
  q('pacing', 'Are any campaigns underpacing?', { campaignRank: { by: 'lowest pacing', among: 'Live' } }),
  q('pacing', 'Which campaigns are at risk of underdelivering?', {
    campaignRank: { by: 'lowest pacing', among: 'Live' },
  }),
  q('pacing', 'Which campaigns are overpacing?', { campaignRank: { by: 'highest pacing', among: 'Live' } }),
  q('pacing', 'Which campaign has the most budget left?', {
    campaignRank: { by: 'most budget left', among: 'active' },
  }),
  q('pacing', `Is ${TG_AWARENESS.replace(/ \d{4}$/, '')} on track?`, { pacing: { campaign: TG_AWARENESS } }),
  q('pacing', `Is the ${SC_FRIDAY} campaign on track?`, { pacing: { campaign: SC_FRIDAY } }),
  q('pacing', 'how is the summit loyalty drive campaign pacing', { pacing: { campaign: SC_LOYALTY } }),
  q('pacing', 'When does the Evergreen product launch campaign end?', { daysLeft: { campaign: EC_LAUNCH } }),
  q('pacing', `How many days are left on ${SC_LOYALTY}?`, { daysLeft: { campaign: SC_LOYALTY } }),
  q('pacing', 'days left for trailhed gear always-on prospectng', { daysLeft: { campaign: TG_PROSPECTING } }),
  q('pacing', `When did ${SC_RETARGETING} end?`, { daysLeft: { campaign: SC_RETARGETING } }),
  q('pacing', 'is summit loyalty drive on trak?', { pacing: { campaign: SC_LOYALTY } }),
  q('pacing', `How many audiences does Blue Rdge Kayaks have?`, { audiences: { advertiser: BR } }),
];

export const STANDING_RANKING_QUESTIONS: Question[] = [
  ranking('top 3 campaigns by CTR last month', 'ctr', 'Previous Month', 'campaign', 'most', { limit: 3 }),
  ranking('worst performing advertiser by CPA', 'costPerConversion', 'Last 30 days', 'advertiser', 'most'),
  ranking('bottom five campaigns by clicks this month', 'clicks', 'MTD', 'campaign', 'least', { limit: 5 }),
  ranking('Who spent the most last month?', 'spend', 'Previous Month', 'advertiser', 'most'),
  ranking('Which brand got the most clicks yesterday?', 'clicks', { days: 1 }, 'advertiser', 'most'),
  ranking('Which campaign had the highest CPM in Q3?', 'cpm', latestQuarter(3), 'campaign', 'most'),
  ranking('highest spending campaign in October', 'spend', latestMonth(10), 'campaign', 'most'),
  ranking('lowest CTR campaign last 7 days', 'ctr', 'Last 7 days', 'campaign', 'least'),
  ranking('Least efficient campaign by cost per click in the last 30 days', 'cpc', 'Last 30 days', 'campaign', 'most'),
  ranking('Which two advertisers spent the most this year?', 'spend', 'YTD', 'advertiser', 'most', { limit: 2 }),
  ranking('Top 5 campaigns by spend between 10/1 and 10/15', 'spend', latestDays(10, 1, 15), 'campaign', 'most', {
    limit: 5,
  }),
  ranking('Rank our campaigns by conversions last week', 'conversions', 'Last 7 days', 'campaign', 'most'),
  q('ranking', 'What did we spend last week?', r(['spend'], 'Last 7 days')),
  ranking('What were our top campaigns last month?', 'spend', 'Previous Month', 'campaign', 'most'),
  ranking(
    'Name the three campaigns with the lowest CPA in October',
    'costPerConversion',
    latestMonth(10),
    'campaign',
    'least',
    { limit: 3 },
  ),
  ranking('Which advertiser converts best?', 'conversions', 'Last 30 days', 'advertiser', 'most'),
  ranking('which advertiser had the worst CTR last month', 'ctr', 'Previous Month', 'advertiser', 'least'),
];

export const STANDING_COMPARISON_QUESTIONS: Question[] = [
  q(
    'comparison',
    `How does ${TG} compare to Summit Coffee on clicks?`,
    r(['clicks'], 'Last 30 days', { pair: [TG, SC] }),
  ),
  q('comparison', 'Trailhead vs Summit Coffee spend last month', r(['spend'], 'Previous Month', { pair: [TG, SC] })),
  q('comparison', 'Spend this month vs last month', r(['spend'], 'MTD', { compare: 'Previous Month' })),
  q(
    'comparison',
    'Did we spend more in October or November?',
    r(['spend'], latestMonth(10), { compare: latestMonth(11) }),
  ),
  q(
    'comparison',
    `How does ${EC}'s CPA compare with ${PP}'s?`,
    r(['costPerConversion'], 'Last 30 days', { pair: [EC, PP] }),
  ),
  q('comparison', `${BR} vs ${LM} impressions in Q3`, r(['impressions'], latestQuarter(3), { pair: [BR, LM] })),
  q(
    'comparison',
    'Were clicks higher in September or October?',
    r(['clicks'], latestMonth(9), { compare: latestMonth(10) }),
  ),
];
