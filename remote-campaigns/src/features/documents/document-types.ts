import type { HubData } from '@beacon/shared/api';

/** A document as the hub lists it (the same form for advertisers and campaigns). */
export type DocumentFile = HubData<'/clients/{clientId}/campaigns/{campaignId}/files'>[number];
