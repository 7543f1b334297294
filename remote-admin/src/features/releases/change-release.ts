import { hubKey, hubPost } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RELEASES } from './get-releases';

export type ReleaseChange =
  { remote: string; action: 'promote'; version: string } | { remote: string; action: 'rollback' };

/** `POST /api/releases/{remote}/promote` or `/rollback` (to the previous version); the page reloads its releases. */
export function useChangeRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ReleaseChange) =>
      change.action === 'promote'
        ? hubPost('/releases/{remote}/promote', { path: { remote: change.remote }, body: { version: change.version } })
        : hubPost('/releases/{remote}/rollback', { path: { remote: change.remote }, body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: hubKey(RELEASES) }),
  });
}
