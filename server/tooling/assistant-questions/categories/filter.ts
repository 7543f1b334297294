import { q, r, type Question, type RangeSpec, type ReportExpectation } from '../question';
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

/** One metric over a range, narrowed by advertiser, campaign, channel or platform (`by`), asked by `as`. */
const filtered = (
  ask: string,
  metric: string,
  range: RangeSpec,
  by: Partial<ReportExpectation>,
  as?: string,
): Question => q('filter', ask, r([metric], range, by), as);

/** Filtered by advertiser, campaign, channel or platform, as people write them. */
export const FILTER_QUESTIONS: Question[] = [
  filtered(`How much has ${TG} spent in the last 30 days?`, 'spend', 'Last 30 days', { advertiser: TG }),
  filtered('How much did trailhead spend last month?', 'spend', 'Previous Month', { advertiser: TG }),
  filtered('What did Summit Coffee spend this month?', 'spend', 'MTD', { advertiser: SC }),
  filtered('summit coffee roasters clicks last 7 days', 'clicks', 'Last 7 days', { advertiser: SC }),
  filtered('How many impressions did Blue Ridge get this year?', 'impressions', 'YTD', { advertiser: BR }),
  filtered("What is Evergreen Camping's CTR in the last 30 days?", 'ctr', 'Last 30 days', { advertiser: EC }),
  filtered('Lakeshore Marne spend last month', 'spend', 'Previous Month', { advertiser: LM }),
  filtered('peak performance CPM this month', 'cpm', 'MTD', { advertiser: PP }),
  filtered(`How much has ${TG_AWARENESS} spent in total?`, 'spend', 'Campaign Lifetime', { campaign: TG_AWARENESS }),
  filtered(
    `How many clicks did the ${TG_PROSPECTING} campaign get last week?`,
    'clicks',
    { lastWeek: true },
    { campaign: TG_PROSPECTING },
  ),
  filtered('summit loyalty drive impressions last 7 days', 'impressions', 'Last 7 days', { campaign: SC_LOYALTY }),
  filtered(`CTR of ${BR_SPRING} this month`, 'ctr', 'MTD', { campaign: BR_SPRING }),
  filtered('How much did we spend on CTV last month?', 'spend', 'Previous Month', { channels: ['CTV'] }),
  filtered('Connected TV completion rate in the last 30 days', 'completionRate', 'Last 30 days', { channels: ['CTV'] }),
  filtered('Spend on online video this year', 'spend', 'YTD', { channels: ['VIDEO'] }),
  filtered('Display CTR last 30 days', 'ctr', 'Last 30 days', { channels: ['DISPLAY'] }),
  filtered('How many impressions did our billboards get this month?', 'impressions', 'MTD', { channels: ['DOOH'] }),
  filtered('paid social cost per conversion last month', 'costPerConversion', 'Previous Month', {
    channels: ['SOCIAL'],
  }),
  filtered('Paid search clicks in the last 7 days', 'clicks', 'Last 7 days', { channels: ['SEARCH'] }),
  filtered('Podcast and audio spend this month', 'spend', 'MTD', { channels: ['AUDIO'] }),
  filtered('How much did we spend on Facebook last month?', 'spend', 'Previous Month', { platforms: ['META'] }),
  filtered('Impressions on The Trade Desk in the last 30 days', 'impressions', 'Last 30 days', {
    platforms: ['TRADE_DESK'],
  }),
  filtered('Google Ads CPC this year', 'cpc', 'YTD', { platforms: ['GOOGLE_ADS'] }),
  filtered('Xandr spend last 14 days', 'spend', 'Last 14 days', { platforms: ['XANDR'] }),
  filtered(`${TG} spend on display last month`, 'spend', 'Previous Month', { advertiser: TG, channels: ['DISPLAY'] }),
  q('filter', `How is ${SC} doing this month?`, r(OVERVIEW, 'MTD', { advertiser: SC })),
  filtered('How much has Trailhead Gear spent this year?', 'spend', 'YTD', { advertiser: TG }, LIMITED),
  q('filter', 'How much did we spend in the last 30 days?', r(['spend'], 'Last 30 days'), LIMITED),
];
