import { CAMPAIGN_FILTER_STATUSES, CAMPAIGN_STATUSES, EXCLUDED_CAMPAIGN_STATUS } from '../../semantic/enumerations';

export { CAMPAIGN_STATUSES, RFP_STATUSES } from '../../semantic/enumerations';
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The list filter's named sets (all means every status but the excluded one). */
export const FILTERS = CAMPAIGN_FILTER_STATUSES;

/** The spec: the excluded campaign status is always Closed Won. */
export const EXCLUDED_STATUS = EXCLUDED_CAMPAIGN_STATUS;

export const statusOrderSql = (column: string) =>
  `array_position(ARRAY[${CAMPAIGN_STATUSES.map((s) => `'${s}'`).join(', ')}]::text[], ${column})`;
