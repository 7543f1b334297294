import { Type } from '@fastify/type-provider-typebox';
import type { NotificationRow } from './queries';

/** A notification as MagicBell's v1 user API sends it: string ids, snake_case, seconds since the epoch. */
export const MagicBellNotification = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  topic: Type.Union([Type.String(), Type.Null()]),
  action_url: Type.Union([Type.String(), Type.Null()]),
  custom_attributes: Type.Union([Type.String(), Type.Object({}, { additionalProperties: true }), Type.Null()]),
  sent_at: Type.Integer(),
  read_at: Type.Union([Type.Integer(), Type.Null()]),
  seen_at: Type.Union([Type.Integer(), Type.Null()]),
  archived_at: Type.Union([Type.Integer(), Type.Null()]),
});

export function toMagicBell(row: NotificationRow) {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    category: row.category,
    topic: row.topic,
    action_url: row.actionUrl,
    custom_attributes: row.customAttributes,
    sent_at: row.sentAt,
    read_at: row.readAt,
    seen_at: row.seenAt,
    archived_at: row.archivedAt,
  };
}

/** MagicBell's error body. */
export const MagicBellError = Type.Object({
  errors: Type.Array(Type.Object({ code: Type.Union([Type.String(), Type.Integer()]), message: Type.String() })),
});
