import { sql } from 'kysely';
import type { ClientScope } from '../access/scope';
import { tables } from '../access/scoped';
import type { Static } from '@fastify/type-provider-typebox';
import { notFound } from '../api/errors';
import type { Database } from '../db/database';
import type { Notification, Preferences } from './schemas';
import { CATEGORIES } from './schemas';
import { publish, type StreamEventName } from './stream';

export type NotificationRow = Static<typeof Notification>;

const epoch = (column: string) => `extract(epoch FROM ${column})::int`;
// Stored content is kept as sent; what leaves here carries no markup at all. The inbox sanitises again.
const COLUMNS = `n.id, n.category, n.topic, n.title, regexp_replace(n.content, '<[^>]*>', '', 'g') AS content, n.custom_attributes AS "customAttributes",
  ${epoch('n.sent_at')} AS "sentAt", ${epoch('n.read_at')} AS "readAt", ${epoch('n.seen_at')} AS "seenAt", ${epoch('n.archived_at')} AS "archivedAt",
  n.action_url AS "actionUrl", n.custom_attributes->>'actionMessage' AS "actionMessage", n.read_at IS NOT NULL AS "isRead"`;

export interface ListFilter {
  archived?: boolean;
  read?: boolean;
  seen?: boolean;
  category?: string;
  topic?: string;
}

const FILTERED = `n.user_id = $1 AND (n.archived_at IS NOT NULL) = $2 AND ($3::boolean IS NULL OR (n.read_at IS NOT NULL) = $3)
  AND ($4::boolean IS NULL OR (n.seen_at IS NOT NULL) = $4) AND ($5::text IS NULL OR n.category = $5)
  AND ($6::text IS NULL OR n.topic = $6)`;

/** Every query is the caller's own: notifications are keyed by user, never by a client. Unarchived unless asked. */
export async function listNotifications(
  db: Database,
  userId: number,
  filter: ListFilter,
  limit: number,
  offset: number,
) {
  const params = [
    userId,
    filter.archived ?? false,
    filter.read ?? null,
    filter.seen ?? null,
    filter.category ?? null,
    filter.topic ?? null,
  ];
  const rows = await db.query<NotificationRow & { totalCount: number }>(
    `
    SELECT ${COLUMNS}, count(*) OVER ()::int AS "totalCount" FROM notifications n WHERE ${FILTERED}
    ORDER BY n.sent_at DESC, n.id DESC LIMIT $7 OFFSET $8`,
    [...params, limit, offset],
  );
  // A page past the end has no row to carry the window count.
  const total =
    rows[0]?.totalCount ??
    (
      await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notifications n WHERE ${FILTERED}`, params)
    )[0]!.total;
  return { rows: rows.map(({ totalCount: _, ...rest }) => rest), total, meta: await counts(db, userId) };
}

export async function counts(db: Database, userId: number) {
  const [meta] = await db.query<{ unreadCount: number; unseenCount: number }>(
    `
    SELECT count(*) FILTER (WHERE read_at IS NULL)::int AS "unreadCount", count(*) FILTER (WHERE seen_at IS NULL)::int AS "unseenCount"
    FROM notifications WHERE user_id = $1 AND archived_at IS NULL`,
    [userId],
  );
  return meta!;
}

/** The user a notification is for, as MagicBell's `recipient`. */
export async function recipientOf(db: Database, userId: number) {
  const [row] = await db.query<{ id: number; email: string; firstName: string | null; lastName: string | null }>(
    'SELECT id, email, first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw notFound();
  return row;
}

export async function notificationById(db: Database, userId: number, id: number) {
  const [row] = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = $1 AND n.id = $2`,
    [userId, id],
  );
  if (!row) throw notFound();
  return row;
}

/** read also marks seen (the spec); unread only clears read. */
const CHANGES = {
  read: 'read_at = COALESCE(read_at, now()), seen_at = COALESCE(seen_at, now())',
  unread: 'read_at = NULL',
  archive: 'archived_at = COALESCE(archived_at, now())',
  unarchive: 'archived_at = NULL',
} as const;
export type Change = keyof typeof CHANGES;
const EVENT_OF: Record<Change, StreamEventName> = {
  read: 'notifications/read',
  unread: 'notifications/unread',
  archive: 'notifications/archived',
  unarchive: 'notifications/unarchived',
};

export async function changeNotification(db: Database, userId: number, id: number, change: Change) {
  const rows = await db.query(
    `UPDATE notifications SET ${CHANGES[change]} WHERE user_id = $1 AND id = $2 RETURNING id`,
    [userId, id],
  );
  if (rows.length === 0) throw notFound();
  await publish(db, userId, { name: EVENT_OF[change], data: { id: String(id) } });
  return notificationById(db, userId, id);
}

export async function deleteNotification(db: Database, userId: number, id: number) {
  const rows = await db.query('DELETE FROM notifications WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id]);
  if (rows.length === 0) throw notFound();
  await publish(db, userId, { name: 'notifications/delete', data: { id: String(id) } });
}

export async function markAll(db: Database, userId: number, what: 'seen' | 'read') {
  const set = what === 'read' ? CHANGES.read : 'seen_at = COALESCE(seen_at, now())';
  const rows = await db.query(
    `UPDATE notifications SET ${set} WHERE user_id = $1 AND archived_at IS NULL RETURNING id`,
    [userId],
  );
  await publish(db, userId, { name: what === 'read' ? 'notifications/read/all' : 'notifications/seen/all', data: {} });
  return rows.length;
}

export async function preferences(db: Database, userId: number): Promise<Static<typeof Preferences>> {
  const rows = await db.query<{ name: string; channels: { type: string; enabled: boolean }[] }>(
    `
    SELECT c.name, json_agg(json_build_object('type', ch.type, 'enabled', COALESCE(p.enabled, true)) ORDER BY ch.position) AS channels
    FROM unnest($2::text[]) WITH ORDINALITY AS c(name, position)
    CROSS JOIN (VALUES ('in_app', 1), ('email', 2)) AS ch(type, position)
    LEFT JOIN notification_preferences p ON p.user_id = $1 AND p.category = c.name AND p.channel = ch.type
    GROUP BY c.name, c.position ORDER BY c.position`,
    [userId, [...CATEGORIES]],
  );
  return { categories: rows };
}

export async function updatePreferences(db: Database, userId: number, update: Static<typeof Preferences>) {
  await db.transaction(async (tx) => {
    for (const category of update.categories) {
      for (const channel of category.channels) {
        await tx.query(
          `INSERT INTO notification_preferences (user_id, category, channel, enabled) VALUES ($1, $2, $3, $4)
          ON CONFLICT (user_id, category, channel) DO UPDATE SET enabled = EXCLUDED.enabled`,
          [userId, category.name, channel.type, channel.enabled],
        );
      }
    }
  });
  return preferences(db, userId);
}

/** The client's users with the given emails (any case): the recipients of a broadcast to named users. */
export async function clientUserIds(db: Database, scope: ClientScope, emails: string[]): Promise<number[]> {
  const rows = await tables(db)
    .selectFrom('users as u')
    .select('u.id')
    .where('u.client_id', '=', scope.clientId)
    .where(sql<boolean>`lower(u.email) = ANY(${emails.map((e) => e.toLowerCase())}::text[])`)
    .execute();
  return rows.map((u) => u.id);
}

/** A standard user of the client by username (any case), for the "manage notifications" dialog. */
export async function clientUserEmail(db: Database, scope: ClientScope, username: string): Promise<string> {
  const row = await tables(db)
    .selectFrom('users as u')
    .select('u.email')
    .where('u.type', '=', 'STANDARD')
    .where('u.client_id', '=', scope.clientId)
    .where(sql<boolean>`lower(u.username) = lower(${username})`)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.email;
}
