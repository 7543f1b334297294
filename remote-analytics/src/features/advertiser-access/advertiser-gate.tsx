import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useAdvertiserAccess, type Advertiser } from './use-advertiser-access';

export interface AdvertiserContext {
  clientId: number;
  advertiserId: number;
  advertiser: Advertiser;
}

/** An advertiser-scoped page: nothing while access is pending, 'Not found' when it is denied (spec section 2). */
export function AdvertiserGate({ children }: { children: (context: AdvertiserContext) => ReactNode }) {
  const access = useAdvertiserAccess();
  if (access.status === 'PENDING') return null;
  if (access.status === 'DENY')
    return (
      <Result status="404" title="Not found" subTitle="This page does not exist, or you do not have access to it." />
    );
  return <>{children(access)}</>;
}
