import { hubKey, hubPost } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_USERS } from './get-client-users';

/** `POST /api/clients/{clientId}/users/{username}/disable` or `/enable`; the list reloads. */
export function useSetClientUserEnabled(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ username, enabled }: { username: string; enabled: boolean }) =>
      enabled
        ? hubPost('/clients/{clientId}/users/{username}/enable', { path: { clientId, username } })
        : hubPost('/clients/{clientId}/users/{username}/disable', { path: { clientId, username } }),
    onSettled: () => client.invalidateQueries({ queryKey: hubKey(CLIENT_USERS, { clientId }) }),
  });
}
