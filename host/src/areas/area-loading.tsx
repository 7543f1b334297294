import { type RemoteName, type RemoteRoute } from '@beacon/shared/contract';
import { RouteHeadingContext, RouteLoading } from '@beacon/shared/ui';
import { useEffect } from 'react';
import { ensureArea } from '../federation/load-areas';

/**
 * A route of an area known from the registry's outline whose code is not here yet: fetch it, and wait under the
 * route's heading (when it has one), where the page will show it.
 */
export function AreaLoading({
  name,
  route,
}: {
  name: RemoteName;
  route: Pick<RemoteRoute, 'title' | 'description' | 'loading'>;
}) {
  useEffect(() => {
    void ensureArea(name);
  }, [name]);
  return (
    <RouteHeadingContext.Provider value={{ title: route.title, description: route.description, shape: route.loading }}>
      <RouteLoading />
    </RouteHeadingContext.Provider>
  );
}
