import type { ReactNode } from 'react';
import { NotFound } from '../ui/not-found';
import { useAdvertiserAccess } from '../features/advertiser-access/use-advertiser-access';

/** An advertiser-scoped page: nothing while access is pending, 'Not found' when denied (spec section 2). */
export function AdvertiserGate({ children }: { children: ReactNode }) {
  const { access } = useAdvertiserAccess();
  if (access === 'DENY') return <NotFound />;
  if (access === 'PENDING') return null;
  return children;
}
