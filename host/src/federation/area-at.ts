import type { RemoteName } from '@beacon/shared/contract';
import { fullRoutePath, matchesRoutePath } from '../app-shell/route-path';
import type { RegistryRemote } from './registry';

/** The area whose outline has a route at this address (client routes sit under /clients/:clientId/). */
export function areaAt(pathname: string, remotes: Pick<RegistryRemote, 'name' | 'outline'>[]): RemoteName | undefined {
  return remotes.find((remote) =>
    (remote.outline?.routes ?? []).some((route) => matchesRoutePath(fullRoutePath(route), pathname)),
  )?.name;
}
