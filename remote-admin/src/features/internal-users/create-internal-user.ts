import { hubKey, hubPost, type HubBody } from '@beacon/shared/api';
import { useListChange } from '../../api/list-change';
import { INTERNAL_USERS } from './get-internal-users';

export type NewInternalUser = HubBody<'/internal-users', 'post'>;

/** `POST /api/internal-users`; the list reloads. */
export function useCreateInternalUser() {
  return useListChange(hubKey(INTERNAL_USERS), (body: NewInternalUser) => hubPost('/internal-users', { body }));
}
