import { hubKey, hubPut, type HubBody } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_USERS } from './get-client-users';

export type ClientUserChanges = Omit<HubBody<'/clients/{clientId}/users/{username}', 'put'>, 'version'>;

/** `PUT /api/clients/{clientId}/users/{username}` with the version seen when the dialog opened (409 if stale). */
export function useUpdateClientUser(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, version, changes }: { username: string; version: number; changes: ClientUserChanges }) =>
      hubPut('/clients/{clientId}/users/{username}', { path: { clientId, username }, body: { ...changes, version } }),
    onSettled: (_data, _error, { username }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: hubKey(CLIENT_USERS, { clientId }) }),
        client.invalidateQueries({ queryKey: hubKey('/clients/{clientId}/users/{username}', { clientId, username }) }),
      ]),
  });
}
