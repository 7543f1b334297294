import type { HubData } from '@beacon/shared/api';

// The hub's campaign answers, derived from the generated OpenAPI types.
export type CampaignRow = HubData<'/clients/{clientId}/campaigns'>[number];
export type RfpForm = HubData<'/clients/{clientId}/rfp-forms'>[number];
export type Campaign = HubData<'/clients/{clientId}/campaigns/{campaignId}'>;
export type Pacing = HubData<'/clients/{clientId}/campaigns/{campaignId}/pacing'>;
export type CampaignUpdate = HubData<'/clients/{clientId}/campaigns/{campaignId}/updates'>[number];
export type ProvenProcessStep = HubData<'/clients/{clientId}/campaigns/{campaignId}/proven-process'>[number];
