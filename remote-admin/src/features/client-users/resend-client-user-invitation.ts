import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';
import { IDENTITY_RULES } from '../../user-forms/dialog-rules';

/** `POST /api/clients/{clientId}/users/{username}/resend-invitation`: a new temporary password, by mail. */
export function useResendClientUserInvitation(clientId: number) {
  return useMutation({
    meta: { silentOn: IDENTITY_RULES },
    mutationFn: (username: string) =>
      hubPost('/clients/{clientId}/users/{username}/resend-invitation', { path: { clientId, username } }),
  });
}
