import { AdvertiserGate } from '@beacon/shared/access';
import { OutOfReach } from '@beacon/shared/ui';
import type { ReactNode } from 'react';
import { useSuiteScope } from '../ui/scope';

/** Every reporting page: 'Not found' without a client id, and the advertiser gate under /{advertiserId}. */
export function SuitePage({ children }: { children: ReactNode }) {
  const { clientId, advertiserScoped } = useSuiteScope();
  if (clientId === null) return <OutOfReach />;
  return advertiserScoped ? <AdvertiserGate>{children}</AdvertiserGate> : children;
}
