import { hubKey, hubPost, type HubBody } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_USERS } from './get-client-users';

export type NewClientUser = HubBody<'/clients/{clientId}/users', 'post'>;

/** `POST /api/clients/{clientId}/users`: the identity service mails the invitation; the list reloads. */
export function useCreateClientUser(clientId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewClientUser) => hubPost('/clients/{clientId}/users', { path: { clientId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: hubKey(CLIENT_USERS, { clientId }) }),
  });
}
