import { hubQueryOptions } from '@beacon/shared/api';
import { useCurrentUser } from '@beacon/shared/session';
import { useQuery } from '@tanstack/react-query';

/** `GET /api/users/me/notification-connection`: the signed-in user's credentials for the notification service. */
export const notificationConnectionQuery = () => hubQueryOptions('/users/me/notification-connection', {});

/** Who the inbox is at the notification service; asked for only when the user may read notifications. */
export function useNotificationConnection() {
  const allowed = useCurrentUser()?.privileges.includes('NOTIFICATIONS_READ') ?? false;
  return useQuery({ ...notificationConnectionQuery(), enabled: allowed });
}

export const useNotificationIdentity = () => useNotificationConnection().data;
