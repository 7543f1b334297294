import { PageLoading, type RemoteName } from '@beacon/shared';
import { useEffect } from 'react';
import { ensureArea } from '../federation/load-areas';

/** An area known from the registry's outline whose code is not here yet: fetch it, and wait. */
export function AreaLoading({ name }: { name: RemoteName }) {
  useEffect(() => {
    void ensureArea(name);
  }, [name]);
  return <PageLoading />;
}
