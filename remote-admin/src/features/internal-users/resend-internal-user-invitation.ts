import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';
import { IDENTITY_RULES } from '../../user-forms/dialog-rules';

/** `POST /api/internal-users/{username}/resend-invitation`: a new temporary password, by mail. */
export function useResendInternalUserInvitation() {
  return useMutation({
    meta: { silentOn: IDENTITY_RULES },
    mutationFn: (username: string) => hubPost('/internal-users/{username}/resend-invitation', { path: { username } }),
  });
}
