import { useAdvertiserAccess as useAccessRule, type AdvertiserAccess } from '@beacon/shared/access';
import { responseStatus } from '@beacon/shared/api';
import { parseId } from '@beacon/shared/paths';
import { useParams } from 'react-router';
import { useAdvertiser } from './get-advertiser';

/**
 * The advertiser access check of the route's advertiser, through the shared rule every area uses (the session
 * holds the user as `GET /users/me` sends it, with their advertisers and groups). The server's 404 is a DENY too.
 */
export function useAdvertiserAccess(): { access: AdvertiserAccess; advertiserName: string | null } {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const advertiserId = parseId(params.advertiserId);
  const advertiser = useAdvertiser(clientId, advertiserId);
  const access = useAccessRule(advertiserId, advertiser.data?.id ?? null);
  if (advertiser.status === 'error' && responseStatus(advertiser.error) === 404)
    return { access: 'DENY', advertiserName: null };
  return { access, advertiserName: advertiser.data?.name ?? null };
}
