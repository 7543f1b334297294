import { hubKey, hubPost, type HubBody } from '@beacon/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INTERNAL_USERS } from './get-internal-users';

export type NewInternalUser = HubBody<'/internal-users', 'post'>;

/** `POST /api/internal-users`; the list reloads. */
export function useCreateInternalUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewInternalUser) => hubPost('/internal-users', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: hubKey(INTERNAL_USERS) }),
  });
}
