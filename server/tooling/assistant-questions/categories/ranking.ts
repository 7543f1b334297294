import { q, r, type Question } from '../question';
import { TG } from '../acme';

/** Rankings: the most or least of a metric by advertiser, campaign, channel, region or platform. */
export const RANKING_QUESTIONS: Question[] = [
  q(
    'ranking',
    'Which advertiser had the most spend last month?',
    r(['spend'], 'Previous Month', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'ranking',
    'Which advertiser had the most impressions this month?',
    r(['impressions'], 'MTD', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'ranking',
    'Which advertiser had the fewest clicks in the last 30 days?',
    r(['clicks'], 'Last 30 days', { groupBy: 'advertiser', order: 'least' }),
  ),
  q(
    'ranking',
    'Which campaign had the most conversions last month?',
    r(['conversions'], 'Previous Month', { groupBy: 'campaign', order: 'most' }),
  ),
  q(
    'ranking',
    'Top 3 campaigns by clicks in the last 7 days',
    r(['clicks'], 'Last 7 days', { groupBy: 'campaign', order: 'most', limit: 3 }),
  ),
  q(
    'ranking',
    'top 5 campaigns by spend this month',
    r(['spend'], 'MTD', { groupBy: 'campaign', order: 'most', limit: 5 }),
  ),
  q(
    'ranking',
    'Bottom 3 campaigns by CTR last month',
    r(['ctr'], 'Previous Month', { groupBy: 'campaign', order: 'least', limit: 3 }),
  ),
  q(
    'ranking',
    'Which channel had the highest CTR in the last 30 days?',
    r(['ctr'], 'Last 30 days', { groupBy: 'adFormat', order: 'most' }),
  ),
  q(
    'ranking',
    'Which channel had the lowest CPM this year?',
    r(['cpm'], 'YTD', { groupBy: 'adFormat', order: 'least' }),
  ),
  q(
    'ranking',
    'Which channel is best for conversions in the last 90 days?',
    r(['conversions'], { days: 90 }, { groupBy: 'adFormat', order: 'most' }),
  ),
  q(
    'ranking',
    'Which region had the most impressions last month?',
    r(['impressions'], 'Previous Month', { groupBy: 'region', order: 'most' }),
  ),
  q(
    'ranking',
    'Which region had the lowest cost per click this month?',
    r(['cpc'], 'MTD', { groupBy: 'region', order: 'least' }),
  ),
  q(
    'ranking',
    'Which platform had the most spend this year?',
    r(['spend'], 'YTD', { groupBy: 'platform', order: 'most' }),
  ),
  q(
    'ranking',
    `Which of ${TG}'s campaigns had the most impressions in the last 30 days?`,
    r(['impressions'], 'Last 30 days', { advertiser: TG, groupBy: 'campaign', order: 'most' }),
  ),
  q(
    'ranking',
    'What are the top 2 channels by spend last month?',
    r(['spend'], 'Previous Month', { groupBy: 'adFormat', order: 'most', limit: 2 }),
  ),
  q(
    'ranking',
    'Which advertiser has the best cost per conversion this year?',
    r(['costPerConversion'], 'YTD', { groupBy: 'advertiser', order: 'least' }),
  ),
  q(
    'ranking',
    'What are the 2 best performing channels by CTR last month?',
    r(['ctr'], 'Previous Month', { groupBy: 'adFormat', order: 'most', limit: 2 }),
  ),
  // The groups past a bound, all of them, most first.
  q(
    'ranking',
    'Which campaigns spent more than $20,000 last month?',
    r(['spend'], 'Previous Month', { groupBy: 'campaign', order: 'most' }),
  ),
  q(
    'ranking',
    'Which advertisers had a CTR above 0.3% last month?',
    r(['ctr'], 'Previous Month', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'ranking',
    'Most expensive channel per click last month?',
    r(['cpc'], 'Previous Month', { groupBy: 'adFormat', order: 'most' }),
  ),
];
