import { hubPost } from '@beacon/shared/api';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/clients/{clientId}/users/{username}/reset-password`: the identity service mails a reset code. */
export function useResetClientUserPassword(clientId: number) {
  return useMutation({
    mutationFn: (username: string) =>
      hubPost('/clients/{clientId}/users/{username}/reset-password', { path: { clientId, username } }),
  });
}
