import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/internal-users/{username}/resend-invitation`: a new temporary password, by mail. */
export function useResendInternalUserInvitation() {
  return useMutation({
    mutationFn: (username: string) => hubPost('/internal-users/{username}/resend-invitation', { path: { username } }),
  });
}
