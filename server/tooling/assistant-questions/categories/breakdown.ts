import { q, r, type Question, type RangeSpec, type ReportExpectation } from '../question';
import { TG } from '../acme';

/** One metric over a range, by `groupBy`'s groups, `more` narrowing it. */
const breakdown = (
  ask: string,
  metric: string,
  range: RangeSpec,
  groupBy: NonNullable<ReportExpectation['groupBy']>,
  more: Partial<ReportExpectation> = {},
): Question => q('breakdown', ask, r([metric], range, { ...more, groupBy }));

/** Breakdowns: a metric by channel, platform, region, advertiser, campaign, week or month. */
export const BREAKDOWN_QUESTIONS: Question[] = [
  breakdown('Spend by channel last month', 'spend', 'Previous Month', 'adFormat'),
  breakdown('Break down impressions by platform for the last 30 days', 'impressions', 'Last 30 days', 'platform'),
  breakdown('CPM by channel this year', 'cpm', 'YTD', 'adFormat'),
  breakdown('Clicks by region this month', 'clicks', 'MTD', 'region'),
  breakdown('Spend by advertiser in the last 7 days', 'spend', 'Last 7 days', 'advertiser'),
  breakdown('Spend by month this year', 'spend', 'YTD', 'month'),
  breakdown('Weekly impressions for the last 30 days', 'impressions', 'Last 30 days', 'week'),
  breakdown(`${TG} spend by channel this year`, 'spend', 'YTD', 'adFormat', { advertiser: TG }),
  breakdown('Conversions per campaign last month', 'conversions', 'Previous Month', 'campaign'),
  breakdown('Spend by week last month', 'spend', 'Previous Month', 'week'),
];
