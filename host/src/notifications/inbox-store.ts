import type { InboxNotification } from '@beacon/shared';
import type { NotificationClient } from '@beacon/shared';
import type { StreamEvent as NotificationStreamEvent } from './service/notification-stream';
import { registerStoreReset } from '@beacon/shared';
import { create } from 'zustand';

interface InboxState {
  client: NotificationClient | null;
  items: InboxNotification[];
  perPage: number;
  page: number;
  totalPages: number;
  unreadCount: number;
  unseenCount: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadingMore: boolean;
}

const initial: InboxState = {
  client: null,
  items: [],
  perPage: 15,
  page: 0,
  totalPages: 0,
  unreadCount: 0,
  unseenCount: 0,
  status: 'idle',
  loadingMore: false,
};

/** The signed-in user's inbox: the bell's menu and the notifications page show the same list. */
export const useInboxStore = create<InboxState>(() => initial);
registerStoreReset(() => useInboxStore.setState(initial));

let latest = 0;
const now = () => Math.floor(Date.now() / 1000);
const set = useInboxStore.setState;
const get = useInboxStore.getState;

export function setInboxClient(client: NotificationClient | null) {
  set({ ...initial, client });
}

/** Page 1 again (a fresh load, a reconnection, a closed menu); a response that is no longer the latest is ignored. */
export async function fetchFirstPage(perPage = get().perPage, background = false) {
  const { client } = get();
  if (!client) return;
  const request = ++latest;
  if (!background) set({ status: 'loading', perPage });
  try {
    const page = await client.list({ page: 1, perPage });
    if (request !== latest) return;
    set({
      items: page.notifications,
      page: 1,
      perPage,
      totalPages: page.totalPages,
      unreadCount: page.unreadCount,
      unseenCount: page.unseenCount,
      status: 'ready',
    });
  } catch {
    if (request === latest) set({ status: 'failed' });
  }
}

export async function loadMore() {
  const { client, page, totalPages, loadingMore, perPage, status } = get();
  if (!client || loadingMore || status !== 'ready' || page >= totalPages) return;
  const request = latest;
  set({ loadingMore: true });
  try {
    const next = await client.list({ page: page + 1, perPage });
    if (request !== latest) return;
    const known = new Set(get().items.map((n) => n.id));
    set({
      items: [...get().items, ...next.notifications.filter((n) => !known.has(n.id))],
      page: page + 1,
      totalPages: next.totalPages,
    });
  } finally {
    set({ loadingMore: false });
  }
}

const setRead = (id: string, read: boolean) => {
  const target = get().items.find((n) => n.id === id);
  const changes = target ? target.isRead !== read : true;
  set({
    items: get().items.map((n) =>
      n.id === id
        ? { ...n, isRead: read, readAt: read ? (n.readAt ?? now()) : null, seenAt: n.seenAt ?? (read ? now() : null) }
        : n,
    ),
    // Unread counts never drop below zero.
    unreadCount: changes ? Math.max(0, get().unreadCount + (read ? -1 : 1)) : get().unreadCount,
  });
};

export async function toggleRead(notification: InboxNotification) {
  const { client } = get();
  if (!client) return;
  const read = !notification.isRead;
  setRead(notification.id, read);
  try {
    await (read ? client.markRead(notification.id) : client.markUnread(notification.id));
  } catch {
    setRead(notification.id, !read);
  }
}

export async function markAllSeen() {
  const { client } = get();
  if (!client) return;
  applyStreamEvent({ name: 'notifications/seen/all' });
  await client.markAllSeen().catch(() => undefined);
}

export async function markAllRead() {
  const { client } = get();
  if (!client) return;
  applyStreamEvent({ name: 'notifications/read/all' });
  await client.markAllRead().catch(() => fetchFirstPage(get().perPage, true));
}

/** What the live stream says, applied to the list and the counts. */
export function applyStreamEvent(event: NotificationStreamEvent) {
  const state = get();
  switch (event.name) {
    case 'notifications/new':
      if (state.items.some((n) => n.id === event.notification.id)) return;
      set({
        items: [event.notification, ...state.items],
        unreadCount: state.unreadCount + 1,
        unseenCount: state.unseenCount + 1,
      });
      return;
    case 'notifications/read':
    case 'notifications/unread':
      setRead(event.id, event.name === 'notifications/read');
      return;
    case 'notifications/read/all':
      set({
        items: state.items.map((n) => ({ ...n, isRead: true, readAt: n.readAt ?? now(), seenAt: n.seenAt ?? now() })),
        unreadCount: 0,
        unseenCount: 0,
      });
      return;
    case 'notifications/seen/all':
      set({ items: state.items.map((n) => ({ ...n, seenAt: n.seenAt ?? now() })), unseenCount: 0 });
      return;
    case 'notifications/delete':
    case 'notifications/archived': {
      const gone = state.items.find((n) => n.id === event.id);
      set({
        items: state.items.filter((n) => n.id !== event.id),
        unreadCount: Math.max(0, state.unreadCount - (gone && !gone.isRead ? 1 : 0)),
      });
      return;
    }
    case 'notifications/unarchived':
      void fetchFirstPage(state.perPage, true);
  }
}
