import { q, r, type Question } from '../question';
import {
  TG,
  SC,
  BR,
  EC,
  LM,
  PP,
  TG_AWARENESS,
  TG_PROSPECTING,
  SC_LOYALTY,
  BR_SPRING,
  LIMITED,
  OVERVIEW,
} from '../acme';

/** Filtered by advertiser, campaign, channel or platform, as people write them. */
export const FILTER_QUESTIONS: Question[] = [
  q('filter', `How much has ${TG} spent in the last 30 days?`, r(['spend'], 'Last 30 days', { advertiser: TG })),
  q('filter', 'How much did trailhead spend last month?', r(['spend'], 'Previous Month', { advertiser: TG })),
  q('filter', 'What did Summit Coffee spend this month?', r(['spend'], 'MTD', { advertiser: SC })),
  q('filter', 'summit coffee roasters clicks last 7 days', r(['clicks'], 'Last 7 days', { advertiser: SC })),
  q('filter', 'How many impressions did Blue Ridge get this year?', r(['impressions'], 'YTD', { advertiser: BR })),
  q('filter', "What is Evergreen Camping's CTR in the last 30 days?", r(['ctr'], 'Last 30 days', { advertiser: EC })),
  q('filter', 'Lakeshore Marne spend last month', r(['spend'], 'Previous Month', { advertiser: LM })),
  q('filter', 'peak performance CPM this month', r(['cpm'], 'MTD', { advertiser: PP })),
  q(
    'filter',
    `How much has ${TG_AWARENESS} spent in total?`,
    r(['spend'], 'Campaign Lifetime', { campaign: TG_AWARENESS }),
  ),
  q(
    'filter',
    `How many clicks did the ${TG_PROSPECTING} campaign get last week?`,
    r(['clicks'], { lastWeek: true }, { campaign: TG_PROSPECTING }),
  ),
  q(
    'filter',
    'summit loyalty drive impressions last 7 days',
    r(['impressions'], 'Last 7 days', { campaign: SC_LOYALTY }),
  ),
  q('filter', `CTR of ${BR_SPRING} this month`, r(['ctr'], 'MTD', { campaign: BR_SPRING })),
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
];
