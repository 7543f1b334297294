import { parseId, responseStatus, type HubData } from '@beacon/shared';
import { useParams } from 'react-router';
import { useAdvertiser } from './get-advertiser';

export type Advertiser = HubData<'/clients/{clientId}/advertisers/{advertiserId}'>;

export type AdvertiserAccess =
  | { status: 'PENDING' }
  | { status: 'DENY' }
  | { status: 'ALLOW'; clientId: number; advertiserId: number; advertiser: Advertiser };

/**
 * Spec section 4: PENDING while unknown or while the route's id and the loaded advertiser differ, ALLOW or DENY
 * after. The server decides (its advertiser answers 404 outside the user's direct advertisers and groups); a
 * route id that is not a base-10 integer is denied at once.
 */
export function useAdvertiserAccess(): AdvertiserAccess {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const advertiserId = parseId(params.advertiserId);
  const advertiser = useAdvertiser(clientId, advertiserId);
  if (clientId === null || advertiserId === null) return { status: 'DENY' };
  if (advertiser.isError) {
    const status = responseStatus(advertiser.error);
    return status === 403 || status === 404 ? { status: 'DENY' } : { status: 'PENDING' };
  }
  if (!advertiser.data || advertiser.data.id !== advertiserId) return { status: 'PENDING' };
  return { status: 'ALLOW', clientId, advertiserId, advertiser: advertiser.data };
}
