import { q, type Question } from '../question';
import { SC, BR, LM, LIMITED } from '../acme';

/** Counts and states of campaigns: live, active, by status, proposals, ending soon. */
export const STATUS_QUESTIONS: Question[] = [
  q('status', 'How many live campaigns do we have?', { campaigns: { live: true } }),
  q('status', 'How many campaigns are running right now?', { campaigns: { live: true } }),
  q('status', 'How many active campaigns do we have?', { campaigns: { filter: 'active' } }),
  q('status', 'Show me the active list', { campaigns: { filter: 'active' } }),
  q('status', 'Which campaigns are paused?', { campaigns: { statuses: ['Paused'] } }),
  q('status', 'How many campaigns are blocked?', { campaigns: { statuses: ['Blocked'] } }),
  q('status', 'How many campaigns are pending?', { campaigns: { statuses: ['Pending'] } }),
  q('status', 'How many completed campaigns do we have?', { campaigns: { statuses: ['Completed'] } }),
  q('status', 'List our cancelled campaigns', { campaigns: { statuses: ['Cancelled'] } }),
  q('status', 'How many campaigns are in pre-launch?', { campaigns: { statuses: ['Draft'] } }),
  q('status', 'How many proposals are in play?', { campaigns: { filter: 'proposals' } }),
  q('status', 'What RFPs do we have in the pipeline?', { campaigns: { filter: 'proposals' } }),
  q('status', `How many live campaigns does ${SC} have?`, { campaigns: { live: true, advertiser: SC } }),
  q('status', `Which ${BR} campaigns are paused?`, { campaigns: { statuses: ['Paused'], advertiser: BR } }),
  q('status', `how many paused campaigns does lakeshore marine have`, {
    campaigns: { statuses: ['Paused'], advertiser: LM },
  }),
  q('status', 'Which campaigns end in the next 30 days?', { campaigns: { filter: 'active', endingWithinDays: 30 } }),
  q('status', 'Which flights are ending soon?', { campaigns: { filter: 'active', endingWithinDays: 14 } }),
  q('status', 'How many campaigns end within 60 days?', { campaigns: { filter: 'active', endingWithinDays: 60 } }),
  q('status', 'How many live campaigns do we have?', { campaigns: { live: true } }, LIMITED),
];
