import type { RemoteName } from '@beacon/shared';
import { matchPath } from 'react-router';
import type { RegistryRemote } from './registry';

/** The area whose outline has a route at this address (client routes sit under /clients/:clientId/). */
export function areaAt(pathname: string, remotes: Pick<RegistryRemote, 'name' | 'outline'>[]): RemoteName | undefined {
  for (const remote of remotes) {
    for (const route of remote.outline?.routes ?? []) {
      const path = route.scope === 'client' ? `/clients/:clientId/${route.path}` : `/${route.path}`;
      if (matchPath({ path, end: true }, pathname)) return remote.name;
    }
  }
  return undefined;
}
