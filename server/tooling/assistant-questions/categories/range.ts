import { q, r, type Question } from '../question';

/** Every kind of range. */
export const RANGE_QUESTIONS: Question[] = [
  q('range', 'How much did we spend in the last 45 days?', r(['spend'], { days: 45 })),
  q('range', 'Spend over the past 90 days', r(['spend'], { days: 90 })),
  q('range', 'How much did we spend in the last 3 weeks?', r(['spend'], { days: 21 })),
  q('range', 'Clicks in the past 2 weeks', r(['clicks'], { days: 14 })),
  q('range', 'How much did we spend last week?', r(['spend'], { lastWeek: true })),
  q('range', 'Impressions last week', r(['impressions'], { lastWeek: true })),
  q('range', 'How much did we spend this quarter?', r(['spend'], { thisQuarter: true })),
  q('range', 'Spend so far this month', r(['spend'], 'MTD')),
  q('range', 'Month to date spend', r(['spend'], 'MTD')),
  q('range', 'Spend MTD', r(['spend'], 'MTD')),
  q('range', 'What did we spend in the previous month?', r(['spend'], 'Previous Month')),
  q('range', 'Year to date spend', r(['spend'], 'YTD')),
  q('range', 'How much did we spend in October 2026?', r(['spend'], { month: 10, year: 2026 })),
  q('range', 'Clicks in September 2026', r(['clicks'], { month: 9, year: 2026 })),
  q('range', 'Impressions in August 2026', r(['impressions'], { month: 8, year: 2026 })),
  q('range', 'How much did we spend since 2026-10-01?', r(['spend'], { from: '2026-10-01' })),
  q('range', 'Clicks since Sep 15, 2026', r(['clicks'], { from: '2026-09-15' })),
  q('range', 'Spend between 2026-10-01 and 2026-10-15', r(['spend'], { from: '2026-10-01', to: '2026-10-15' })),
  q(
    'range',
    'Conversions between Oct 1, 2026 and Oct 31, 2026',
    r(['conversions'], { from: '2026-10-01', to: '2026-10-31' }),
  ),
  q('range', 'Impressions from 09/01/2026 to 09/30/2026', r(['impressions'], { from: '2026-09-01', to: '2026-09-30' })),
  q('range', 'What is our lifetime spend?', r(['spend'], 'Campaign Lifetime')),
  q('range', 'How many clicks all time?', r(['clicks'], 'Campaign Lifetime')),
  q('range', 'How much did we spend?', r(['spend'], 'Last 30 days')),
  q('range', 'Spend in the last 60 days', r(['spend'], { days: 60 })),
  q('range', 'What did we spend in the past week?', r(['spend'], 'Last 7 days')),
];
