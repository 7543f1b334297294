import type { NotificationClient, PreferenceCategory } from '@beacon/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The key of one user's preferences at the notification service (not a hub operation). */
const preferencesKey = (username: string) => ['notification-service', 'notification_preferences', username] as const;

/** `GET /notification_preferences` at the notification service, as that user. */
export const userPreferencesQuery = (username: string, client: NotificationClient | null) =>
  queryOptions({
    queryKey: preferencesKey(username),
    queryFn: (): Promise<PreferenceCategory[]> => client!.preferences(),
    enabled: client !== null,
    staleTime: 0,
  });

export const useUserPreferences = (username: string, client: NotificationClient | null) =>
  useQuery(userPreferencesQuery(username, client));

/** `PUT /notification_preferences` for one category and channel; the preferences are read again afterwards. */
export function useUpdateUserPreference(username: string, client: NotificationClient | null) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ category, channel, enabled }: { category: string; channel: string; enabled: boolean }) =>
      client!.updatePreferences([{ slug: category, channels: [{ slug: channel, enabled }] }]),
    onSettled: () => queries.invalidateQueries({ queryKey: preferencesKey(username) }),
  });
}
