import { CAMPAIGN_STATUS_LABELS, type CampaignStatus } from '../api/generated/enumerations';

/** What a campaign status reads as on screen: Draft shows as 'Pre-Launch' (the server declares the labels). */
export function campaignStatusLabel(status: CampaignStatus): string {
  return (CAMPAIGN_STATUS_LABELS as Partial<Record<CampaignStatus, string>>)[status] ?? status;
}
