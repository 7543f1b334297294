import { Type } from 'typebox';
import { DEMO_HEADER, REDACTED } from '@beacon/shared/demo';
import type { FastifyRequest } from 'fastify';
import { SESSION_KEY } from '../../src/domains/demo/demo-scrub';
import type { NotificationRow } from '../../src/domains/notifications/queries';

/** The user a notification is for, as MagicBell names its recipient. */
export interface MagicBellRecipient {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

const MagicBellRecipientSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  external_id: Type.Null(),
  first_name: Type.Union([Type.String(), Type.Null()]),
  last_name: Type.Union([Type.String(), Type.Null()]),
});

/** A notification as MagicBell's v1 user API sends it: string ids, snake_case, seconds since the epoch. */
export const MagicBellNotification = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  topic: Type.Union([Type.String(), Type.Null()]),
  /** Absolute (MagicBell's schema wants a URI): a link into the portal names the portal's address. */
  action_url: Type.Union([Type.String({ format: 'uri' }), Type.Null()]),
  custom_attributes: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  sent_at: Type.Integer(),
  read_at: Type.Union([Type.Integer(), Type.Null()]),
  seen_at: Type.Union([Type.Integer(), Type.Null()]),
  archived_at: Type.Union([Type.Integer(), Type.Null()]),
  recipient: MagicBellRecipientSchema,
});

/** A link as a URI: a path into the portal is resolved against its address; anything but http(s) is dropped. */
export function absoluteUrl(url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, base);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/** Custom attributes as MagicBell's schema has them, an object: stored text that is not a JSON object is wrapped. */
function attributesOf(value: NotificationRow['customAttributes']): Record<string, unknown> | null {
  if (value === null || typeof value === 'object') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // plain text
  }
  return { value };
}

/** `linkBase`: the portal's address; without it `action_url` stays as stored (the stream makes it absolute per socket). */
export function toMagicBell(row: NotificationRow, recipient: MagicBellRecipient, linkBase?: string) {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    category: row.category,
    topic: row.topic,
    action_url: linkBase === undefined ? row.actionUrl : absoluteUrl(row.actionUrl, linkBase),
    custom_attributes: attributesOf(row.customAttributes),
    sent_at: row.sentAt,
    read_at: row.readAt,
    seen_at: row.seenAt,
    archived_at: row.archivedAt,
    recipient: {
      id: String(recipient.id),
      email: recipient.email,
      external_id: null,
      first_name: recipient.firstName,
      last_name: recipient.lastName,
    },
  };
}

type Answered = ReturnType<typeof toMagicBell>;

/** The host's inbox asks in demo mode with its session's demo key. */
export const inDemoMode = (request: FastifyRequest) => SESSION_KEY.test(String(request.headers[DEMO_HEADER] ?? ''));

/**
 * In demo mode (the host sends its demo header; a stream token asked for in demo mode) a notification's title and
 * content read REDACTED and its custom attributes are left out, so that no real name reaches the browser at all.
 */
export function redactedForDemo<T extends Partial<Answered>>(notification: T): T {
  if (!('title' in notification)) return notification;
  return { ...notification, title: REDACTED, content: REDACTED, custom_attributes: null };
}

/** MagicBell's error body. */
export const MagicBellError = Type.Object({
  errors: Type.Array(Type.Object({ code: Type.Union([Type.String(), Type.Integer()]), message: Type.String() })),
});
