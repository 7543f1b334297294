import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';
import { IDENTITY_RULES } from '../../user-forms/dialog-rules';

/** `POST /api/internal-users/{username}/reset-password`: the identity service mails a reset code. */
export function useResetInternalUserPassword() {
  return useMutation({
    meta: { silentOn: IDENTITY_RULES },
    mutationFn: (username: string) => hubPost('/internal-users/{username}/reset-password', { path: { username } }),
  });
}
