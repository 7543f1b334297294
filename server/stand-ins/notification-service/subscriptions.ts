import { sql } from 'kysely';
import { tables } from '../../src/kernel/access/scoped';
import type { Database } from '../../src/kernel/db/database';
import { isoText } from '../../src/kernel/db/sql';

export interface PushSubscription {
  id: string;
  device_token: string;
  platform: string;
  created_at: string;
  discarded_at: string | null;
}

const PUSH_COLUMNS = [
  sql<string>`id::text`.as('id'),
  'device_token',
  'platform',
  isoText('created_at').as('created_at'),
  isoText<string | null>('discarded_at').as('discarded_at'),
] as const;

/** Registers a device (again: a discarded one comes back, with the platform now given). */
export async function registerDevice(db: Database, userId: number, deviceToken: string, platform: string) {
  return tables(db)
    .insertInto('push_subscriptions')
    .values({ user_id: userId, device_token: deviceToken, platform })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'device_token'])
        .doUpdateSet((eb) => ({ platform: eb.ref('excluded.platform'), discarded_at: null })),
    )
    .returning(PUSH_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function listDevices(db: Database, userId: number, page: number, perPage: number) {
  return tables(db)
    .selectFrom('push_subscriptions')
    .select(PUSH_COLUMNS)
    .where('user_id', '=', userId)
    .where('discarded_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

/** Discards the device's registration; false when the user has no such device. */
export async function discardDevice(db: Database, userId: number, deviceToken: string): Promise<boolean> {
  const rows = await tables(db)
    .updateTable('push_subscriptions')
    .set({ discarded_at: sql<Date>`COALESCE(discarded_at, now())` })
    .where('user_id', '=', userId)
    .where('device_token', '=', deviceToken)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export type SubscriptionStatus = 'subscribed' | 'unsubscribed';

export interface TopicCategory {
  slug: string;
  reason?: string;
  status: SubscriptionStatus;
}

export interface TopicSubscription {
  topic: string;
  categories: TopicCategory[];
}

/** Sets the user's status for the topic's categories (every category, `*`, when none is named). */
export async function setTopicStatus(
  db: Database,
  userId: number,
  topic: string,
  categories: { slug: string; reason?: string }[],
  status: SubscriptionStatus,
): Promise<TopicSubscription> {
  const named = categories.length > 0 ? categories : [{ slug: '*' }];
  // One row per category (a category named twice counts once, with its last reason).
  const byCategory = new Map(named.map((c) => [c.slug, { reason: c.reason || null }]));
  await tables(db)
    .insertInto('topic_subscriptions')
    .values([...byCategory].map(([category, { reason }]) => ({ user_id: userId, topic, category, reason, status })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'topic', 'category']).doUpdateSet((eb) => ({
        reason: eb.fn.coalesce('excluded.reason', 'topic_subscriptions.reason'),
        status: eb.ref('excluded.status'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
  return (await topicSubscriptions(db, userId, topic))[0]!;
}

/** The user's topic subscriptions, one entry per topic (only `topic` when given). */
export async function topicSubscriptions(db: Database, userId: number, topic?: string): Promise<TopicSubscription[]> {
  const rows = await tables(db)
    .selectFrom('topic_subscriptions')
    .select(['topic', 'category', 'reason', 'status'])
    .where('user_id', '=', userId)
    .$if(topic !== undefined, (q) => q.where('topic', '=', topic!))
    .orderBy('topic')
    .orderBy('category')
    .$castTo<{ topic: string; category: string; reason: string | null; status: SubscriptionStatus }>()
    .execute();
  const byTopic = new Map<string, TopicSubscription>();
  for (const row of rows) {
    const entry = byTopic.get(row.topic) ?? { topic: row.topic, categories: [] };
    entry.categories.push({ slug: row.category, ...(row.reason ? { reason: row.reason } : {}), status: row.status });
    byTopic.set(row.topic, entry);
  }
  return [...byTopic.values()];
}

/** Removes the topic's subscriptions of these categories, or all of the topic's; false when there were none. */
export async function deleteTopicSubscriptions(
  db: Database,
  userId: number,
  topic: string,
  categories: string[],
): Promise<boolean> {
  const rows = await tables(db)
    .deleteFrom('topic_subscriptions')
    .where('user_id', '=', userId)
    .where('topic', '=', topic)
    .$if(categories.length > 0, (q) => q.where('category', 'in', categories))
    .returning('topic')
    .execute();
  return rows.length > 0;
}
