import { Type } from 'typebox';
import { Id, Nullable } from '../../kernel/http/schemas';

export const CATEGORIES = ['billing', 'campaign', 'dashboard', 'document', 'general', 'support'] as const;
export const CHANNELS = ['in_app', 'email'] as const;
export type Category = (typeof CATEGORIES)[number];

export const Notification = Type.Object(
  {
    id: Type.Integer(),
    category: Type.String(),
    topic: Nullable(Type.String()),
    title: Type.String(),
    content: Type.String(),
    customAttributes: Nullable(
      Type.Union([
        Type.String(),
        Type.Object({ actionMessage: Type.Optional(Type.String()) }, { additionalProperties: true }),
      ]),
    ),
    /** Seconds since the epoch, as the notification service sends them. */
    sentAt: Type.Integer(),
    readAt: Nullable(Type.Integer()),
    seenAt: Nullable(Type.Integer()),
    archivedAt: Nullable(Type.Integer()),
    actionUrl: Nullable(Type.String()),
    actionMessage: Nullable(Type.String()),
    isRead: Type.Boolean(),
  },
  { title: 'Notification' },
);

export const NotificationPage = Type.Object({
  data: Type.Array(Notification),
  page: Type.Object({ page: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() }),
  meta: Type.Object({ unreadCount: Type.Integer(), unseenCount: Type.Integer() }),
});

export const CategorySchema = Type.Union(CATEGORIES.map((c) => Type.Literal(c)));
export const ChannelSchema = Type.Union(CHANNELS.map((c) => Type.Literal(c)));
export const Preferences = Type.Object({
  categories: Type.Array(
    Type.Object({
      name: Type.String(),
      channels: Type.Array(Type.Object({ type: Type.String(), enabled: Type.Boolean() })),
    }),
  ),
});
export const PreferencesUpdate = Type.Object(
  {
    categories: Type.Array(
      Type.Object(
        {
          name: CategorySchema,
          channels: Type.Array(
            Type.Object({ type: ChannelSchema, enabled: Type.Boolean() }, { additionalProperties: false }),
            { maxItems: 2 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 6 },
    ),
  },
  { additionalProperties: false },
);

export const NotificationParams = Type.Object({ notificationId: Id });
