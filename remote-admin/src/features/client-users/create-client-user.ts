import { hubKey, hubPost, type HubBody } from '@beacon/shared/api';
import { useListChange } from '../../api/list-change';
import { CLIENT_USERS } from './get-client-users';

export type NewClientUser = HubBody<'/clients/{clientId}/users', 'post'>;

/** `POST /api/clients/{clientId}/users`: the identity service mails the invitation; the list reloads. */
export function useCreateClientUser(clientId: number) {
  return useListChange(hubKey(CLIENT_USERS, { clientId }), (body: NewClientUser) =>
    hubPost('/clients/{clientId}/users', { path: { clientId }, body }),
  );
}
