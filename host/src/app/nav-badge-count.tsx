import { hubQueryOptions } from '@beacon/shared/api';
import { type NavBadge } from '@beacon/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';

/** Statuses a badge keeps to itself: a badge that cannot load shows nothing, and the page reports its own errors. */
const QUIET = [400, 401, 403, 404, 408, 413, 429, 500, 502, 503, 504];

/**
 * The count a drawer entry declares (operation and field), read through the shared cache: the page that
 * shows the same operation uses the same key, so opening it sends no second request and both stay in step.
 */
export function NavBadgeCount({ badge, clientId }: { badge: NavBadge; clientId: number }) {
  const options = hubQueryOptions(badge.operation, { path: { clientId } } as never, { silentOn: QUIET });
  const { data } = useQuery(options);
  const count = Number((data as Record<string, unknown> | undefined)?.[badge.field] ?? 0);
  if (!count) return null;
  return (
    <Badge
      count={count}
      overflowCount={999}
      color={badge.tone === 'alert' ? '#e4572e' : undefined}
      aria-label={`${count} ${badge.noun}`}
    />
  );
}
