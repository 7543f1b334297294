import { q, r, type Question } from '../question';
import { TG, SC, BR, LIMITED, SC_AWARENESS, SC_FRIDAY } from '../acme';
import { monthsAgo } from '../latest';

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
    r(['spend'], 'Previous Month', { campaign: `${SC_AWARENESS}#10` }),
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
  // The other end of a ranking, another count of it, said alone.
  q(
    'follow-up',
    ['Which campaign spent the most last month?', 'and the least?'],
    r(['spend'], 'Previous Month', { groupBy: 'campaign', order: 'least' }),
  ),
  q(
    'follow-up',
    ['Top 5 campaigns by clicks last month', 'now the bottom 3'],
    r(['clicks'], 'Previous Month', { groupBy: 'campaign', order: 'least', limit: 3 }),
  ),
  q(
    'follow-up',
    ['Which advertiser had the highest CTR last month?', 'which was lowest?'],
    r(['ctr'], 'Previous Month', { groupBy: 'advertiser', order: 'least' }),
  ),
  // A comparison said first, with no word pointing back.
  q(
    'follow-up',
    [`How much did ${TG} spend last month?`, 'compared to the month before?'],
    r(['spend'], 'Previous Month', { advertiser: TG, compare: monthsAgo(2) }),
  ),
  // The one campaign of the answer before, asked about again without its name.
  q('follow-up', [`What's the pacing of ${SC_FRIDAY}?`, 'how many days are left?'], {
    daysLeft: { campaign: SC_FRIDAY },
  }),
  q('follow-up', ['How many overdue invoices do we have?', 'which is the oldest?'], {
    invoices: { figure: 'count', status: 'Overdue', pick: 'longest overdue' },
  }),
  q(
    'follow-up',
    [`How much did ${TG} spend last month?`, 'what about the other one?'],
    r(['spend'], 'Previous Month', { advertiser: SC }),
    LIMITED,
  ),
  q(
    'follow-up',
    ['How many conversions did we get last month?', 'how much did each cost?'],
    r(['costPerConversion'], 'Previous Month'),
  ),
  q(
    'follow-up',
    ['Which advertiser spent the most last month?', 'how many clicks did it get?'],
    r(['spend', 'clicks'], 'Previous Month', { groupBy: 'advertiser', order: 'most' }),
  ),
  q('follow-up', ['How many paused campaigns do we have?', 'list them'], { campaigns: { statuses: ['Paused'] } }),
  q(
    'follow-up',
    ['Top 3 campaigns by spend last month', 'and their CTRs?'],
    r(['spend', 'ctr'], 'Previous Month', { groupBy: 'campaign', order: 'most', limit: 3 }),
  ),
];
