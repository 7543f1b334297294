import { useAdvertiserAccess as useAccessRule } from '@beacon/shared/access';
import { responseStatus, type HubData } from '@beacon/shared/api';
import { parseId } from '@beacon/shared/paths';
import { useParams } from 'react-router';
import { useAdvertiser } from './get-advertiser';

export type Advertiser = HubData<'/clients/{clientId}/advertisers/{advertiserId}'>;

export type AdvertiserAccess =
  | { status: 'PENDING' }
  | { status: 'DENY' }
  | { status: 'ALLOW'; clientId: number; advertiserId: number; advertiser: Advertiser };

/**
 * Spec section 4, through the shared rule (the one every area uses): PENDING while unknown or while the route's
 * id and the loaded advertiser differ, then ALLOW or DENY. The server's 404 for the advertiser is a DENY too.
 */
export function useAdvertiserAccess(): AdvertiserAccess {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const advertiserId = parseId(params.advertiserId);
  const advertiser = useAdvertiser(clientId, advertiserId);
  const rule = useAccessRule(advertiserId, advertiser.data?.id);
  if (clientId === null || advertiserId === null || rule === 'DENY') return { status: 'DENY' };
  if (advertiser.isError) {
    const status = responseStatus(advertiser.error);
    return status === 403 || status === 404 ? { status: 'DENY' } : { status: 'PENDING' };
  }
  if (rule === 'PENDING' || !advertiser.data) return { status: 'PENDING' };
  return { status: 'ALLOW', clientId, advertiserId, advertiser: advertiser.data };
}
