import type { paths as NotificationServicePaths } from '../api/generated/notification-service';

/** A notification as the inbox uses it (spec section 3): seconds since the epoch, the action message resolved. */
export interface InboxNotification {
  id: string;
  category: string | null;
  topic: string | null;
  title: string;
  content: string | null;
  customAttributes: string | Record<string, unknown> | null;
  sentAt: number;
  readAt: number | null;
  seenAt: number | null;
  archivedAt: number | null;
  actionUrl: string | null;
  actionMessage: string | null;
  isRead: boolean;
}

/** What the notification service answers `operation` with (generated from its routes by `pnpm api:types`). */
type ServiceAnswer<Operation> = Operation extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** A page of the service's own shape (MagicBell v1): snake_case, seconds since the epoch. */
export type ServiceNotificationPage = ServiceAnswer<NotificationServicePaths['/notifications']['get']>;
/** The service's own shape of a notification (MagicBell v1). */
export type ServiceNotification = ServiceNotificationPage['notifications'][number];

export interface NotificationPage {
  total: number;
  perPage: number;
  totalPages: number;
  currentPage: number;
  unseenCount: number;
  unreadCount: number;
  notifications: InboxNotification[];
}

/** The preferences as the service answers them to `Accept-Version: v2`: categories, each with its channels. */
export type ServicePreferences = Extract<
  ServiceAnswer<NotificationServicePaths['/notification_preferences']['get']>['notification_preferences'],
  { categories: unknown[] }
>;
export type PreferenceCategory = ServicePreferences['categories'][number];
/** What `POST /ws/auth` answers: a stream token, when it expires, where to connect. */
export type ServiceStreamToken = ServiceAnswer<NotificationServicePaths['/ws/auth']['post']>;

/** Who the inbox is, for the service: from the hub's `GET /users/me/notification-connection`. */
export interface NotificationIdentity {
  email: string;
  hash: string;
  apiKey: string;
  serviceUrl: string;
}

/** customAttributes is a string (MagicBell itself may send one) or an object with actionMessage (spec section 3). */
function actionMessageOf(attributes: ServiceNotification['custom_attributes'] | string): string | null {
  if (typeof attributes === 'string') {
    try {
      return actionMessageOf(JSON.parse(attributes) as Record<string, unknown>);
    } catch {
      return null;
    }
  }
  const message = attributes?.actionMessage;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The service links absolutely; a link to this very origin is followed inside the app, as a path. */
function inAppLink(url: string | null): string | null {
  const origin = globalThis.location?.origin;
  return url && origin && url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

export function fromService(n: ServiceNotification): InboxNotification {
  return {
    id: n.id,
    category: n.category,
    topic: n.topic,
    title: n.title,
    content: n.content,
    customAttributes: n.custom_attributes,
    sentAt: n.sent_at,
    readAt: n.read_at,
    seenAt: n.seen_at,
    archivedAt: n.archived_at,
    actionUrl: inAppLink(n.action_url),
    actionMessage: actionMessageOf(n.custom_attributes),
    isRead: n.read_at !== null,
  };
}
