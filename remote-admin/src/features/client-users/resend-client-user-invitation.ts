import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/clients/{clientId}/users/{username}/resend-invitation`: a new temporary password, by mail. */
export function useResendClientUserInvitation(clientId: number) {
  return useMutation({
    mutationFn: (username: string) =>
      hubPost('/clients/{clientId}/users/{username}/resend-invitation', { path: { clientId, username } }),
  });
}
