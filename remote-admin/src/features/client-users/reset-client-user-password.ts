import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';
import { IDENTITY_RULES } from '../../user-forms/dialog-rules';

/** `POST /api/clients/{clientId}/users/{username}/reset-password`: the identity service mails a reset code. */
export function useResetClientUserPassword(clientId: number) {
  return useMutation({
    meta: { silentOn: IDENTITY_RULES },
    mutationFn: (username: string) =>
      hubPost('/clients/{clientId}/users/{username}/reset-password', { path: { clientId, username } }),
  });
}
