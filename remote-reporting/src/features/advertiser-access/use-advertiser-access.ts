import { parseId, responseStatus } from '@beacon/shared';
import { useParams } from 'react-router';
import { advertiserAccess, type AdvertiserAccess, type AdvertiserAccessSubject } from './advertiser-access';
import { useAdvertiser } from './get-advertiser';
import { useMe } from './get-me';

/**
 * The advertiser access check of the route's advertiser, over the pure rule. (Written here until the shared one
 * another area is adding reaches main.) The server's 404 for the advertiser is a DENY as well.
 */
export function useAdvertiserAccess(): { access: AdvertiserAccess; advertiserName: string | null } {
  const params = useParams();
  const clientId = parseId(params.clientId);
  const advertiserId = parseId(params.advertiserId);
  const me = useMe();
  const advertiser = useAdvertiser(clientId, advertiserId);
  if (advertiser.status === 'error' && responseStatus(advertiser.error) === 404)
    return { access: 'DENY', advertiserName: null };
  const subject: AdvertiserAccessSubject | null = me.data
    ? {
        role: me.data.role as AdvertiserAccessSubject['role'],
        advertiserIds: me.data.advertiserIds ?? [],
        advertiserGroups: me.data.advertiserGroups ?? [],
      }
    : null;
  const loaded = advertiser.data?.id ?? null;
  return { access: advertiserAccess(subject, advertiserId, loaded), advertiserName: advertiser.data?.name ?? null };
}
