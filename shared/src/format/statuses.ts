import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '../api/generated/enumerations';

/** What a campaign status reads as on screen: Draft shows as 'Pre-Launch' (the server declares the labels). */
export function campaignStatusLabel(status: CampaignStatus): string {
  return (CAMPAIGN_STATUS_LABELS as Partial<Record<CampaignStatus, string>>)[status] ?? status;
}

/** The Status column when a user sorts by it: the display order the server declares. */
export function compareCampaignStatus(a: CampaignStatus, b: CampaignStatus): number {
  return CAMPAIGN_STATUSES.indexOf(a) - CAMPAIGN_STATUSES.indexOf(b);
}
