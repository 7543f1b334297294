import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HubQueryMeta } from '../api/hub-query';
import { createNotificationClient } from './notification-client';
import type { NotificationIdentity } from './types';

/** Every cached answer of the notification service starts with who the service sees: that person's email. */
export const notificationServiceKey = (email: string) => ['notification-service', email] as const;

const preferencesKey = (email: string) => [...notificationServiceKey(email), 'notification_preferences'] as const;

/**
 * `GET /notification_preferences` as that person: the inbox's Preferences (the signed-in user) and admin's Manage
 * notifications (a user of the client) read it alike. Read afresh each time a screen opens on it.
 */
export const notificationPreferencesQuery = (identity: NotificationIdentity | undefined, meta: HubQueryMeta = {}) =>
  queryOptions({
    queryKey: preferencesKey(identity?.email ?? ''),
    queryFn: ({ signal }) => createNotificationClient(identity!).preferences(signal),
    enabled: identity !== undefined,
    staleTime: 0,
    meta,
  });

export interface PreferenceChange {
  category: string;
  channel: string;
  enabled: boolean;
}

/** `PUT /notification_preferences` for one category and channel; pending until the preferences are read again. */
export function useUpdateNotificationPreference(identity: NotificationIdentity | undefined, meta: HubQueryMeta = {}) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ category, channel, enabled }: PreferenceChange) =>
      createNotificationClient(identity!).updatePreferences([
        { slug: category, channels: [{ slug: channel, enabled }] },
      ]),
    onSettled: () => queries.invalidateQueries({ queryKey: preferencesKey(identity?.email ?? '') }),
    meta,
  });
}
