import { q, r, type Question } from '../question';
import { TG } from '../acme';

/** Breakdowns: a metric by channel, platform, region, advertiser, campaign, week or month. */
export const BREAKDOWN_QUESTIONS: Question[] = [
  q('breakdown', 'Spend by channel last month', r(['spend'], 'Previous Month', { groupBy: 'adFormat' })),
  q(
    'breakdown',
    'Break down impressions by platform for the last 30 days',
    r(['impressions'], 'Last 30 days', { groupBy: 'platform' }),
  ),
  q('breakdown', 'CPM by channel this year', r(['cpm'], 'YTD', { groupBy: 'adFormat' })),
  q('breakdown', 'Clicks by region this month', r(['clicks'], 'MTD', { groupBy: 'region' })),
  q('breakdown', 'Spend by advertiser in the last 7 days', r(['spend'], 'Last 7 days', { groupBy: 'advertiser' })),
  q('breakdown', 'Spend by month this year', r(['spend'], 'YTD', { groupBy: 'month' })),
  q('breakdown', 'Weekly impressions for the last 30 days', r(['impressions'], 'Last 30 days', { groupBy: 'week' })),
  q('breakdown', `${TG} spend by channel this year`, r(['spend'], 'YTD', { advertiser: TG, groupBy: 'adFormat' })),
  q('breakdown', 'Conversions per campaign last month', r(['conversions'], 'Previous Month', { groupBy: 'campaign' })),
  q('breakdown', 'Spend by week last month', r(['spend'], 'Previous Month', { groupBy: 'week' })),
];
