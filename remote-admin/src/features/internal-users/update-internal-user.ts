import { hubKey, hubPut, type HubBody } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchInternalUser } from './get-internal-user';
import { INTERNAL_USERS } from './get-internal-users';

export type InternalUserChanges = Omit<HubBody<'/internal-users/{username}', 'put'>, 'version'>;

/**
 * `PUT /api/internal-users/{username}` with the version the user had when the dialog opened (spec section 4:
 * update first fetches the user to obtain it). If someone saved in between, the server refuses (409) and
 * nothing is overwritten. The list and the user reload either way.
 */
export function useUpdateInternalUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, version, changes }: { username: string; version: number; changes: InternalUserChanges }) =>
      hubPut('/internal-users/{username}', { path: { username }, body: { ...changes, version } }),
    onSettled: (_data, _error, { username }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: hubKey(INTERNAL_USERS) }),
        client.invalidateQueries({ queryKey: hubKey('/internal-users/{username}', { username }) }),
      ]),
  });
}

export { fetchInternalUser };
