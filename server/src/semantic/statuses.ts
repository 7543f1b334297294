import {
  CAMPAIGN_FILTER_STATUSES,
  EXCLUDED_CAMPAIGN_STATUS,
  LIVE_CAMPAIGN_STATUSES,
  NOT_DELIVERING_STATUS_REASONS,
} from './enumerations';

/**
 * The status vocabulary, one meaning per word:
 * - live: the status Live, the campaigns delivering now (advertisers' "Live campaigns", the assistant's "live");
 * - active: the spec's list filter (Blocked, Paused, Live, Pending), which the Campaigns badge counts;
 * - proposals: Proposal and Deal. Closed Won is never listed or counted.
 */
export const LIVE = LIVE_CAMPAIGN_STATUSES;
export const ACTIVE = CAMPAIGN_FILTER_STATUSES.active;
export const PROPOSALS = CAMPAIGN_FILTER_STATUSES.proposals;
export const EXCLUDED = EXCLUDED_CAMPAIGN_STATUS;

/** What each count is called wherever it is shown or said. */
export const COUNT_LABELS = {
  live: 'Live campaigns',
  active: 'Active campaigns (Blocked, Paused, Live or Pending)',
  proposals: 'Proposals (Proposal or Deal)',
} as const;

export interface DeliveryState {
  status: string;
  endDate: string | null;
  budget: number;
  deliveredSpend: number;
}

/**
 * Why a campaign cannot deliver from a day on, or null when it can: its status, its flight over, or its budget
 * spent. A forecast for such a campaign is nothing, and says this reason.
 */
export function whyNotDelivering(c: DeliveryState, fromDay: string): string | null {
  const byStatus = (NOT_DELIVERING_STATUS_REASONS as Record<string, string>)[c.status];
  if (byStatus) return byStatus;
  if (c.endDate !== null && c.endDate < fromDay) return 'its flight has ended';
  if (c.budget > 0 && c.deliveredSpend >= c.budget) return 'its budget is spent';
  return null;
}
