import { apiGet, BADGES, canAccess, useCurrentUser, type BadgeName } from '@beacon/shared';
import { useEffect, useState } from 'react';

/** The drawer's badge counts for the selected client, each loaded only when the user may see it. */
export function useNavBadges(clientId: number | null, names: BadgeName[]): Partial<Record<BadgeName, number>> {
  const user = useCurrentUser();
  const [counts, setCounts] = useState<Partial<Record<BadgeName, number>>>({});
  const key = names.join(',');
  useEffect(() => {
    setCounts({});
    if (clientId === null || !user) return;
    const controller = new AbortController();
    for (const name of key.split(',').filter(Boolean) as BadgeName[]) {
      const source = BADGES[name];
      if (!canAccess(user, { ...source.requires, forLimitedRoles: true })) continue;
      apiGet<Record<string, unknown>>(source.path(clientId), { signal: controller.signal })
        .then((metrics) => setCounts((current) => ({ ...current, [name]: source.count(metrics) })))
        .catch(() => undefined); // A badge that cannot load shows nothing; the page itself reports errors.
    }
    return () => controller.abort();
  }, [clientId, key, user]);
  return counts;
}
