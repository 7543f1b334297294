import { q, r, type Question } from '../question';
import { OVERVIEW } from '../acme';

/** A metric, by any of its names. */
export const METRIC_QUESTIONS: Question[] = [
  q('metric', 'How much did we spend in the last 30 days?', r(['spend'], 'Last 30 days')),
  q('metric', 'What was our total cost over the last 30 days?', r(['spend'], 'Last 30 days')),
  q('metric', 'How many impressions did we get in the last 7 days?', r(['impressions'], 'Last 7 days')),
  q('metric', 'imps last 14 days', r(['impressions'], 'Last 14 days')),
  q('metric', 'spnd last month?', r(['spend'], 'Previous Month')),
  q('metric', 'clix in the last 7 days', r(['clicks'], 'Last 7 days')),
  q('metric', 'How many clicks did we get last month?', r(['clicks'], 'Previous Month')),
  q('metric', 'How many conversions so far this month?', r(['conversions'], 'MTD')),
  q('metric', 'What is our CTR this year?', r(['ctr'], 'YTD')),
  q('metric', 'What was the click-through rate in the last 30 days?', r(['ctr'], 'Last 30 days')),
  q('metric', 'What is our CPM for the last 30 days?', r(['cpm'], 'Last 30 days')),
  q('metric', 'cost per thousand impressions last month', r(['cpm'], 'Previous Month')),
  q('metric', 'What is our CPC this month?', r(['cpc'], 'MTD')),
  q('metric', 'What did each click cost us? cost per click last 7 days', r(['cpc'], 'Last 7 days')),
  q('metric', 'What is our cost per conversion this year?', r(['costPerConversion'], 'YTD')),
  q('metric', 'What was our CPA last month?', r(['costPerConversion'], 'Previous Month')),
  q('metric', 'cost per acquisition in the last 14 days', r(['costPerConversion'], 'Last 14 days')),
  q('metric', 'What is the video completion rate for the last 30 days?', r(['completionRate'], 'Last 30 days')),
  q('metric', 'VCR this month', r(['completionRate'], 'MTD')),
  q('metric', 'How many completions did we have last month?', r(['completions'], 'Previous Month')),
  q('metric', 'What is our viewability in the last 7 days?', r(['viewability'], 'Last 7 days')),
  q('metric', 'How many viewable impressions this year?', r(['viewableImpressions'], 'YTD')),
  q('metric', 'How many site visits did the ads drive last month?', r(['siteActivities'], 'Previous Month')),
  q('metric', 'What is our engagement rate in the last 30 days?', r(['engagementRate'], 'Last 30 days')),
  q('metric', 'Spend and clicks in the last 7 days', r(['spend', 'clicks'], 'Last 7 days')),
  q('metric', 'Impressions, clicks and CTR last month', r(['impressions', 'clicks', 'ctr'], 'Previous Month')),
  q('metric', 'How much have we spent in total since launch?', r(['spend'], 'Campaign Lifetime')),
  q('metric', 'How are we doing this month?', r(OVERVIEW, 'MTD')),
];
