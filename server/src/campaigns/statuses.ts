/** Campaign statuses in the spec's display order, then the two that only lists filter on. */
export const CAMPAIGN_STATUSES = [
  'Blocked',
  'Paused',
  'Live',
  'Pending',
  'Draft',
  'Deal',
  'Completed',
  'Cancelled',
  'Closed Won',
  'Proposal',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The list filter's named sets (all means every status but the excluded one). */
export const FILTERS = {
  active: ['Blocked', 'Paused', 'Live', 'Pending'],
  proposals: ['Proposal', 'Deal'],
} as const;

/** The spec: the excluded campaign status is always Closed Won. */
export const EXCLUDED_STATUS = 'Closed Won';

export const RFP_STATUSES = [
  'PROSPECT',
  'PROPOSAL_SENT',
  'AWAITING_IO',
  'PENDING_APPROVAL',
  'RECEIVED_VERBAL_CONFIRMATION',
] as const;

export const statusOrderSql = (column: string) =>
  `array_position(ARRAY[${CAMPAIGN_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[], ${column})`;
