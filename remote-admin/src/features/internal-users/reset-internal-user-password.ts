import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/internal-users/{username}/reset-password`: the identity service mails a reset code. */
export function useResetInternalUserPassword() {
  return useMutation({
    mutationFn: (username: string) => hubPost('/internal-users/{username}/reset-password', { path: { username } }),
  });
}
