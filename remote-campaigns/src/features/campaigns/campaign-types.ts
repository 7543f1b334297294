// The hub's campaign answers. Temporary until the generated types land: then each becomes a HubData alias.

/** `GET /clients/{clientId}/campaigns`, one row. */
export interface CampaignRow {
  id: number;
  name: string;
  advertiserId: number;
  advertiserName: string;
  advertiserWebsite: string | null;
  status: string;
  blockerReason: string | null;
  startDate: string | null;
  estimatedStartDate: string | null;
  endDate: string | null;
  estimatedEndDate: string | null;
  daysRemaining: number;
  budget: number;
  deliveredBudget: number;
}

/** `GET /clients/{clientId}/rfp-forms`, one form. */
export interface RfpForm {
  id: number;
  campaignName: string;
  advertiser: { id: number; name: string };
  status: string;
  budget: number;
  submittedAt: string;
}

/** `GET /clients/{clientId}/campaigns/{campaignId}`. */
export interface Campaign {
  id: number;
  campaignName: string;
  advertiser: { id: number; name: string; website: string | null };
  status: string;
  blocker: { reason: string } | null;
  objective: string | null;
  campaignStartDate: string | null;
  estStartDate: string | null;
  campaignEndDate: string | null;
  estEndDate: string | null;
  daysRemaining: number;
  totalBudget: number;
  totalDeliveredBudget: number;
  rateType: string;
  rate: number;
  addedValueImpressions: number;
  impressions: number;
  lineItems: { id: number; name: string; platform: string; adFormat: string; budget: number }[];
}

/** `GET /clients/{clientId}/campaigns/{campaignId}/pacing`. */
export interface Pacing {
  budget: number;
  throughDay: string;
  dataAsOf: string | null;
  deliveredSpend: number;
  expectedSpend: number;
  pacingPercent: number | null;
  series: { day: string; deliveredSpend: number; expectedSpend: number }[];
}

/** `GET /clients/{clientId}/campaigns/{campaignId}/updates`, one update. */
export interface CampaignUpdate {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/** `GET /clients/{clientId}/campaigns/{campaignId}/proven-process`, one step. */
export interface ProvenProcessStep {
  id: number;
  position: number;
  name: string;
  status: string;
  owner: string | null;
  completedAt: string | null;
}
