import { q, r, ranking, type Question } from '../question';
import { TG } from '../acme';

/** Rankings: the most or least of a metric by advertiser, campaign, channel, region or platform. */
export const RANKING_QUESTIONS: Question[] = [
  ranking('Which advertiser had the most spend last month?', 'spend', 'Previous Month', 'advertiser', 'most'),
  ranking('Which advertiser had the most impressions this month?', 'impressions', 'MTD', 'advertiser', 'most'),
  ranking(
    'Which advertiser had the fewest clicks in the last 30 days?',
    'clicks',
    'Last 30 days',
    'advertiser',
    'least',
  ),
  ranking('Which campaign had the most conversions last month?', 'conversions', 'Previous Month', 'campaign', 'most'),
  ranking('Top 3 campaigns by clicks in the last 7 days', 'clicks', 'Last 7 days', 'campaign', 'most', { limit: 3 }),
  ranking('top 5 campaigns by spend this month', 'spend', 'MTD', 'campaign', 'most', { limit: 5 }),
  ranking('Bottom 3 campaigns by CTR last month', 'ctr', 'Previous Month', 'campaign', 'least', { limit: 3 }),
  ranking('Which channel had the highest CTR in the last 30 days?', 'ctr', 'Last 30 days', 'adFormat', 'most'),
  ranking('Which channel had the lowest CPM this year?', 'cpm', 'YTD', 'adFormat', 'least'),
  ranking(
    'Which channel is best for conversions in the last 90 days?',
    'conversions',
    { days: 90 },
    'adFormat',
    'most',
  ),
  ranking('Which region had the most impressions last month?', 'impressions', 'Previous Month', 'region', 'most'),
  ranking('Which region had the lowest cost per click this month?', 'cpc', 'MTD', 'region', 'least'),
  ranking('Which platform had the most spend this year?', 'spend', 'YTD', 'platform', 'most'),
  ranking(
    `Which of ${TG}'s campaigns had the most impressions in the last 30 days?`,
    'impressions',
    'Last 30 days',
    'campaign',
    'most',
    { advertiser: TG },
  ),
  ranking('What are the top 2 channels by spend last month?', 'spend', 'Previous Month', 'adFormat', 'most', {
    limit: 2,
  }),
  ranking(
    'Which advertiser has the best cost per conversion this year?',
    'costPerConversion',
    'YTD',
    'advertiser',
    'least',
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
