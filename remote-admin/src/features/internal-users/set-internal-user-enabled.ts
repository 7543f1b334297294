import { hubKey, hubPost } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTERNAL_USERS } from './get-internal-users';

/** `POST /api/internal-users/{username}/disable` or `/enable`; the list reloads. */
export function useSetInternalUserEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, enabled }: { username: string; enabled: boolean }) =>
      enabled
        ? hubPost('/internal-users/{username}/enable', { path: { username } })
        : hubPost('/internal-users/{username}/disable', { path: { username } }),
    onSettled: () => client.invalidateQueries({ queryKey: hubKey(INTERNAL_USERS) }),
  });
}
