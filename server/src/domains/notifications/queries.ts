import { sql } from 'kysely';
import type { ClientScope } from '../../kernel/access/scope';
import { tables } from '../../kernel/access/scoped';
import type { Static } from 'typebox';
import { notFound } from '../../kernel/http/errors';
import type { Database } from '../../kernel/db/database';
import { rowsOf, TOTAL_COUNT } from '../../kernel/db/sql';
import type { Notification, Preferences } from './schemas';
import { CATEGORIES } from './schemas';
import { publish, type StreamEventName } from './stream';

export type NotificationRow = Static<typeof Notification>;

/** A time as MagicBell sends it: whole seconds since the epoch, or null. */
const epoch = (column: string) => sql<number | null>`extract(epoch FROM ${sql.ref(column)})::int`;

/** The caller's own notifications: they are keyed by user, never by a client. */
const ownNotifications = (db: Database, userId: number) =>
  tables(db).selectFrom('notifications as n').where('n.user_id', '=', userId);

// Stored content is kept as sent; what leaves here carries no markup at all. The inbox sanitises again.
const notificationsOf = (db: Database, userId: number) =>
  ownNotifications(db, userId)
    .select([
      'n.id',
      'n.category',
      'n.topic',
      'n.title',
      sql<string>`regexp_replace(n.content, '<[^>]*>', '', 'g')`.as('content'),
      'n.custom_attributes as customAttributes',
      epoch('n.sent_at').as('sentAt'),
      epoch('n.read_at').as('readAt'),
      epoch('n.seen_at').as('seenAt'),
      epoch('n.archived_at').as('archivedAt'),
      'n.action_url as actionUrl',
      sql<string | null>`n.custom_attributes->>'actionMessage'`.as('actionMessage'),
      sql<boolean>`n.read_at IS NOT NULL`.as('isRead'),
    ])
    .$castTo<NotificationRow>();

export interface ListFilter {
  archived?: boolean;
  read?: boolean;
  seen?: boolean;
  category?: string;
  topic?: string;
}

/** Unarchived unless asked; read, seen, category and topic when given. */
function matching(filter: ListFilter) {
  const stamped = (column: string, isSet: boolean) =>
    isSet ? sql`${sql.ref(column)} IS NOT NULL` : sql`${sql.ref(column)} IS NULL`;
  const conditions = [stamped('n.archived_at', filter.archived ?? false)];
  if (filter.read !== undefined) conditions.push(stamped('n.read_at', filter.read));
  if (filter.seen !== undefined) conditions.push(stamped('n.seen_at', filter.seen));
  if (filter.category !== undefined) conditions.push(sql`n.category = ${filter.category}`);
  if (filter.topic !== undefined) conditions.push(sql`n.topic = ${filter.topic}`);
  return sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
}

export async function listNotifications(
  db: Database,
  userId: number,
  filter: ListFilter,
  limit: number,
  offset: number,
) {
  const rows = await notificationsOf(db, userId)
    .where(matching(filter))
    .select(TOTAL_COUNT)
    .orderBy('n.sent_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  // A page past the end has no row to carry the window count.
  const total =
    rows[0]?.totalCount ??
    (
      await ownNotifications(db, userId)
        .where(matching(filter))
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow()
    ).total;
  return { rows: rows.map(({ totalCount: _, ...rest }) => rest), total, meta: await counts(db, userId) };
}

export async function counts(db: Database, userId: number) {
  return ownNotifications(db, userId)
    .select([
      sql<number>`count(*) FILTER (WHERE n.read_at IS NULL)::int`.as('unreadCount'),
      sql<number>`count(*) FILTER (WHERE n.seen_at IS NULL)::int`.as('unseenCount'),
    ])
    .where('n.archived_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/** The user a notification is for, as MagicBell's `recipient`. */
export async function recipientOf(db: Database, userId: number) {
  const row = await tables(db)
    .selectFrom('users')
    .select(['id', 'email', 'first_name as firstName', 'last_name as lastName'])
    .where('id', '=', userId)
    .$castTo<{ id: number; email: string; firstName: string | null; lastName: string | null }>()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Who calls the notification service (service-auth.ts). */
export interface NotifyUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  privileges: string[];
}

/** The service's caller: an enabled user by email (any case); undefined for anyone else. */
export async function enabledUserByEmail(db: Database, email: string): Promise<NotifyUser | undefined> {
  return tables(db)
    .selectFrom('users')
    .select(['id', 'email', 'first_name as firstName', 'last_name as lastName', 'privileges'])
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where('enabled', '=', true)
    .executeTakeFirst();
}

export async function notificationById(db: Database, userId: number, id: number) {
  const row = await notificationsOf(db, userId).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** read also marks seen (the spec); unread only clears read. */
const CHANGES = {
  read: { read_at: sql<Date>`COALESCE(read_at, now())`, seen_at: sql<Date>`COALESCE(seen_at, now())` },
  unread: { read_at: null },
  archive: { archived_at: sql<Date>`COALESCE(archived_at, now())` },
  unarchive: { archived_at: null },
} as const;
export type Change = keyof typeof CHANGES;
const EVENT_OF: Record<Change, StreamEventName> = {
  read: 'notifications/read',
  unread: 'notifications/unread',
  archive: 'notifications/archived',
  unarchive: 'notifications/unarchived',
};

export async function changeNotification(db: Database, userId: number, id: number, change: Change) {
  const rows = await tables(db)
    .updateTable('notifications')
    .set(CHANGES[change])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .execute();
  if (rows.length === 0) throw notFound();
  await publish(db, userId, { name: EVENT_OF[change], data: { id: String(id) } });
  return notificationById(db, userId, id);
}

export async function deleteNotification(db: Database, userId: number, id: number) {
  const rows = await tables(db)
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .execute();
  if (rows.length === 0) throw notFound();
  await publish(db, userId, { name: 'notifications/delete', data: { id: String(id) } });
}

export async function markAll(db: Database, userId: number, what: 'seen' | 'read') {
  const rows = await tables(db)
    .updateTable('notifications')
    .set(what === 'read' ? CHANGES.read : { seen_at: sql<Date>`COALESCE(seen_at, now())` })
    .where('user_id', '=', userId)
    .where('archived_at', 'is', null)
    .returning('id')
    .execute();
  await publish(db, userId, { name: what === 'read' ? 'notifications/read/all' : 'notifications/seen/all', data: {} });
  return rows.length;
}

export async function preferences(db: Database, userId: number): Promise<Static<typeof Preferences>> {
  const rows = await rowsOf(
    db,
    sql<{ name: string; channels: { type: string; enabled: boolean }[] }>`
    SELECT c.name, json_agg(json_build_object('type', ch.type, 'enabled', COALESCE(p.enabled, true)) ORDER BY ch.position) AS channels
    FROM unnest(${[...CATEGORIES]}::text[]) WITH ORDINALITY AS c(name, position)
    CROSS JOIN (VALUES ('in_app', 1), ('email', 2)) AS ch(type, position)
    LEFT JOIN notification_preferences p ON p.user_id = ${userId} AND p.category = c.name AND p.channel = ch.type
    GROUP BY c.name, c.position ORDER BY c.position`,
  );
  return { categories: rows };
}

export async function updatePreferences(db: Database, userId: number, update: Static<typeof Preferences>) {
  // One row per category and channel: the last one sent wins, as it did when each was written in turn.
  const byChannel = new Map(
    update.categories.flatMap((category) =>
      category.channels.map(
        (channel) =>
          [
            `${category.name}\n${channel.type}`,
            { user_id: userId, category: category.name, channel: channel.type, enabled: channel.enabled },
          ] as const,
      ),
    ),
  );
  const rows = [...byChannel.values()];
  if (rows.length > 0)
    await tables(db)
      .insertInto('notification_preferences')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'category', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })),
      )
      .execute();
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
