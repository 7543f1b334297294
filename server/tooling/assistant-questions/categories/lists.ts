import { q, r, type Question } from '../question';
import { SC, TG_AWARENESS, LIMITED } from '../acme';

/**
 * Lists and one campaign's record, as a user asks for them: every campaign of an advertiser (no status said), the
 * advertisers themselves, every overdue invoice, the flight ending last, what a campaign has spent so far.
 */
export const LIST_STATUS_QUESTIONS: Question[] = [
  q('status', `Show me all campaigns for ${SC}`, { campaigns: { filter: 'all', advertiser: SC } }),
  q('status', 'List all advertisers', { advertisers: true }),
  q('status', 'Which advertisers can I see?', { advertisers: true }, LIMITED),
  q('status', 'Which campaign ends last?', { campaignRank: { by: 'ends last', among: 'active' } }),
  q('status', 'Break down our campaigns by status', { campaigns: { filter: 'all' } }),
  q('status', 'Which campaigns are pending and when do they start?', { campaigns: { statuses: ['Pending'] } }),
  q('status', 'Is anything at risk?', { campaignRank: { by: 'lowest pacing', among: 'Live' } }),
  q('status', 'How many campaigns are ahead of pace?', { campaignRank: { by: 'highest pacing', among: 'Live' } }),
  q('status', 'List our campaigns by spend last month', r(['spend'], 'Previous Month', { groupBy: 'campaign' })),
];

export const LIST_BILLING_QUESTIONS: Question[] = [
  q('billing', 'Show me all overdue invoices', { invoices: { figure: 'overdue', status: 'Overdue', listed: true } }),
  q('billing', "How many invoices are open and when's the next one due?", {
    parts: [{ billing: { figure: 'countOpen' } }, { invoices: { figure: 'count', pick: 'next due' } }],
  }),
];

export const LIST_METRIC_QUESTIONS: Question[] = [
  q(
    'metric',
    `How much has ${TG_AWARENESS} spent so far?`,
    r(['spend'], 'Campaign Lifetime', { campaign: TG_AWARENESS }),
  ),
];
