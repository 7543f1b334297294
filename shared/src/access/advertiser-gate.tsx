import { hubQueryOptions, isOutOfReach, OUT_OF_REACH, type HubData } from '@beacon/shared/api';
import { parseId } from '@beacon/shared/paths';
import { LoadFailed, OutOfReach } from '@beacon/shared/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useAdvertiserAccess } from './advertiser-access';

export type Advertiser = HubData<'/clients/{clientId}/advertisers/{advertiserId}'>;

/** What an advertiser-scoped page is given once the advertiser is in reach. */
export interface AdvertiserContext {
  clientId: number;
  advertiserId: number;
  advertiser: Advertiser;
}

/** `GET /api/clients/{clientId}/advertisers/{advertiserId}`: one out of reach answers 404, which the gate says. */
const advertiserQuery = (clientId: number, advertiserId: number) =>
  hubQueryOptions(
    '/clients/{clientId}/advertisers/{advertiserId}',
    { path: { clientId, advertiserId } },
    { silentOn: OUT_OF_REACH },
  );

/**
 * Every advertiser-scoped page, in every area (spec sections 2 and 4): nothing while access is pending, 'Not
 * found' when the access check denies it or the server refuses the advertiser, a way to try again when it could
 * not be loaded, else the page. The ids are the route's (`:clientId`, `:advertiserId`) unless given.
 */
export function AdvertiserGate(props: {
  clientId?: number | null;
  advertiserId?: number | null;
  children: ReactNode | ((context: AdvertiserContext) => ReactNode);
}) {
  const params = useParams();
  const clientId = props.clientId === undefined ? parseId(params.clientId) : props.clientId;
  const advertiserId = props.advertiserId === undefined ? parseId(params.advertiserId) : props.advertiserId;
  const advertiser = useQuery({
    ...advertiserQuery(clientId ?? 0, advertiserId ?? 0),
    enabled: clientId !== null && advertiserId !== null,
  });
  const access = useAdvertiserAccess(advertiserId, advertiser.data?.id);
  if (clientId === null || advertiserId === null || access === 'DENY') return <OutOfReach />;
  if (advertiser.isError)
    return isOutOfReach(advertiser.error) ? (
      <OutOfReach />
    ) : (
      <LoadFailed title="The advertiser could not be loaded" onRetry={() => void advertiser.refetch()} />
    );
  if (access === 'PENDING' || !advertiser.data) return null;
  const { children } = props;
  return typeof children === 'function' ? children({ clientId, advertiserId, advertiser: advertiser.data }) : children;
}
