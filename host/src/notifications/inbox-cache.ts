import type { InboxNotification, NotificationPage } from '@beacon/shared/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { inboxKey, type InboxPages } from './get-inbox';
import type { StreamEvent } from './service/notification-stream';

const now = () => Math.floor(Date.now() / 1000);

export type Change = (pages: InboxPages) => InboxPages;

/** Each page's notifications and counts changed alike (the lists show the first page's counts). */
const eachPage =
  (change: (page: NotificationPage) => NotificationPage): Change =>
  (data) => ({ ...data, pages: data.pages.map(change) });

const has = (data: InboxPages, id: string) => data.pages.some((page) => page.notifications.some((n) => n.id === id));

export function withRead(id: string, read: boolean): Change {
  return (data) => {
    const target = data.pages.flatMap((page) => page.notifications).find((n) => n.id === id);
    const changes = target ? target.isRead !== read : true;
    const mark = (n: InboxNotification): InboxNotification =>
      n.id === id
        ? { ...n, isRead: read, readAt: read ? (n.readAt ?? now()) : null, seenAt: n.seenAt ?? (read ? now() : null) }
        : n;
    return eachPage((page) => ({
      ...page,
      notifications: page.notifications.map(mark),
      // Unread counts never drop below zero.
      unreadCount: changes ? Math.max(0, page.unreadCount + (read ? -1 : 1)) : page.unreadCount,
    }))(data);
  };
}

export const withAllRead: Change = eachPage((page) => ({
  ...page,
  notifications: page.notifications.map((n) => ({
    ...n,
    isRead: true,
    readAt: n.readAt ?? now(),
    seenAt: n.seenAt ?? now(),
  })),
  unreadCount: 0,
  unseenCount: 0,
}));

export const withAllSeen: Change = eachPage((page) => ({
  ...page,
  notifications: page.notifications.map((n) => ({ ...n, seenAt: n.seenAt ?? now() })),
  unseenCount: 0,
}));

function withNew(notification: InboxNotification): Change {
  return (data) => {
    if (has(data, notification.id)) return data;
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        notifications: index === 0 ? [notification, ...page.notifications] : page.notifications,
        unreadCount: page.unreadCount + 1,
        unseenCount: page.unseenCount + 1,
      })),
    };
  };
}

function without(id: string): Change {
  return (data) => {
    const gone = data.pages.flatMap((page) => page.notifications).find((n) => n.id === id);
    return eachPage((page) => ({
      ...page,
      notifications: page.notifications.filter((n) => n.id !== id),
      unreadCount: Math.max(0, page.unreadCount - (gone && !gone.isRead ? 1 : 0)),
    }))(data);
  };
}

/** Applies a change to every cached list of this inbox (the bell's and the page's). */
export function changeInbox(queries: QueryClient, email: string, change: Change): void {
  queries.setQueriesData<InboxPages>({ queryKey: inboxKey(email) }, (data) => (data ? change(data) : data));
}

/** Page 1 again, in the background (a reconnection, a closed menu): the lists in view are read anew. */
export function refreshInbox(queries: QueryClient, email: string): Promise<void> {
  changeInbox(queries, email, (data) => ({ pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }));
  return queries.invalidateQueries({ queryKey: inboxKey(email) });
}

/** What the live stream says, applied to the cached lists and their counts. */
export function applyStreamEvent(queries: QueryClient, email: string, event: StreamEvent): void {
  switch (event.name) {
    case 'notifications/new':
      return changeInbox(queries, email, withNew(event.notification));
    case 'notifications/read':
    case 'notifications/unread':
      return changeInbox(queries, email, withRead(event.id, event.name === 'notifications/read'));
    case 'notifications/read/all':
      return changeInbox(queries, email, withAllRead);
    case 'notifications/seen/all':
      return changeInbox(queries, email, withAllSeen);
    case 'notifications/delete':
    case 'notifications/archived':
      return changeInbox(queries, email, without(event.id));
    case 'notifications/unarchived':
      void refreshInbox(queries, email);
  }
}
