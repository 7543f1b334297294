import {
  createNotificationClient,
  notificationServiceKey,
  type InboxNotification,
  type NotificationIdentity,
} from '@beacon/shared/notifications';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@beacon/shared/notifications';
import { useNotificationIdentity } from './get-notification-connection';

/** The bell's menu reads 15 at a time, the notifications page 25 (spec section 9). */
export const MENU_PAGE_SIZE = 15;
export const PAGE_PAGE_SIZE = 25;

/** Every cached list of the inbox, whatever its page size: what the live stream and the marks update. */
export const inboxKey = (email: string) => [...notificationServiceKey(email), 'notifications'] as const;

export type InboxPages = InfiniteData<NotificationPage, number>;

/** What a list shows: the pages in order (a notification on two pages once), and the counts of the first. */
export interface Inbox {
  items: InboxNotification[];
  unreadCount: number;
  unseenCount: number;
}

function toInbox(data: InboxPages): Inbox {
  const seen = new Set<string>();
  const items = data.pages.flatMap((page) => page.notifications).filter((n) => !seen.has(n.id) && seen.add(n.id));
  const first = data.pages[0];
  return { items, unreadCount: first?.unreadCount ?? 0, unseenCount: first?.unseenCount ?? 0 };
}

/**
 * `GET /notifications` at the notification service, page after page. Its failures stay out of the error banner:
 * the list says "Notifications are unavailable right now." itself.
 */
export const inboxQuery = (identity: NotificationIdentity | undefined, perPage: number) =>
  infiniteQueryOptions({
    queryKey: [...inboxKey(identity?.email ?? ''), { perPage }],
    queryFn: ({ pageParam, signal }) => createNotificationClient(identity!).list({ page: pageParam, perPage }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) =>
      last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
    enabled: identity !== undefined,
    meta: { silent: true },
  });

/** The signed-in user's inbox, `perPage` at a time: the bell's menu and the notifications page read it alike. */
export function useInbox(perPage: number) {
  const identity = useNotificationIdentity();
  return useInfiniteQuery({ ...inboxQuery(identity, perPage), select: toInbox });
}
