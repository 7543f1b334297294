import type { HubData } from '@beacon/shared/api';

/** An advertiser in its full form. */
export type Advertiser = HubData<'/clients/{clientId}/advertisers/{advertiserId}'>;
