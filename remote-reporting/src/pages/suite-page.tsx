import type { ReactNode } from 'react';
import { AdvertiserGate } from './advertiser-gate';
import { NotFound } from '../ui/not-found';
import { useSuiteScope } from '../ui/scope';

/** Every reporting page: 'Not found' without a client id, and the advertiser gate under /{advertiserId}. */
export function SuitePage({ children }: { children: ReactNode }) {
  const { clientId, advertiserScoped } = useSuiteScope();
  if (clientId === null) return <NotFound />;
  return advertiserScoped ? <AdvertiserGate>{children}</AdvertiserGate> : children;
}
