import { hubGet, hubKey } from '@beacon/shared/api';
import { type NotificationIdentity } from '@beacon/shared/notifications';
import { queryOptions } from '@tanstack/react-query';

/**
 * Who the notification service should see: that user's signature by username
 * (`GET /api/clients/{clientId}/users/{username}/notification-signature`) and where the service is, from the
 * manager's own connection (`GET /api/users/me/notification-connection`).
 */
export const userNotificationIdentityQuery = (clientId: number, username: string) =>
  queryOptions({
    queryKey: [
      ...hubKey('/clients/{clientId}/users/{username}/notification-signature', { clientId, username }),
      'identity',
    ],
    queryFn: async ({ signal }): Promise<NotificationIdentity> => {
      const [signature, connection] = await Promise.all([
        hubGet('/clients/{clientId}/users/{username}/notification-signature', { path: { clientId, username }, signal }),
        hubGet('/users/me/notification-connection', { signal }),
      ]);
      return { ...signature, apiKey: connection.apiKey, serviceUrl: connection.serviceUrl };
    },
    staleTime: 0,
  });
