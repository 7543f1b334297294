import { q, r, type Question } from '../question';
import { TG, SC, BR } from '../acme';

/** Follow-ups keep the context. */
export const FOLLOW_UP_QUESTIONS: Question[] = [
  q('follow-up', ['How much did we spend in the last 30 days?', 'And last month?'], r(['spend'], 'Previous Month')),
  q(
    'follow-up',
    ['How much did we spend last month?', `What about ${TG}?`],
    r(['spend'], 'Previous Month', { advertiser: TG }),
  ),
  q(
    'follow-up',
    [`How many clicks did ${SC} get this month?`, 'and last month?'],
    r(['clicks'], 'Previous Month', { advertiser: SC }),
  ),
  q(
    'follow-up',
    ['Which advertiser had the most spend last month?', 'and this month?'],
    r(['spend'], 'MTD', { groupBy: 'advertiser', order: 'most' }),
  ),
  q(
    'follow-up',
    ['What is our CTR in the last 7 days?', 'what about CTV?'],
    r(['ctr'], 'Last 7 days', { channels: ['CTV'] }),
  ),
  q(
    'follow-up',
    ['Spend by channel last month', `what about ${BR}?`],
    r(['spend'], 'Previous Month', { advertiser: BR, groupBy: 'adFormat' }),
  ),
  q(
    'follow-up',
    [`How much did ${TG} spend last month?`, 'Why?'],
    r(['spend'], 'Previous Month', { advertiser: TG, groupBy: 'adFormat' }),
  ),
  q(
    'follow-up',
    ['How much did Brand Awareness spend last month?', 'id 10'],
    r(['spend'], 'Previous Month', { campaign: 'Summit Coffee Roasters Brand Awareness 2026#10' }),
  ),
  q('follow-up', [`What is the pacing of ${SC}?`, `what about ${TG}?`], { pacing: { advertiser: TG } }),
  q('follow-up', ['How many overdue invoices do we have?', `what about ${TG}?`], {
    billing: { figure: 'countOverdue', advertiser: TG },
  }),
  q('follow-up', ['How many impressions this month?', 'and clicks?'], r(['clicks'], 'MTD')),
  q(
    'follow-up',
    ['How much did we spend last month?', 'Break that down by channel'],
    r(['spend'], 'Previous Month', { groupBy: 'adFormat' }),
  ),
  q(
    'follow-up',
    [`How many clicks did ${TG} get in the last 30 days?`, 'Split it by week'],
    r(['clicks'], 'Last 30 days', { advertiser: TG, groupBy: 'week' }),
  ),
];
