import type { Database } from '../db/database';

export interface PushSubscription {
  id: string;
  device_token: string;
  platform: string;
  created_at: string;
  discarded_at: string | null;
}

const PUSH_COLUMNS = `id::text, device_token, platform,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(discarded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS discarded_at`;

/** Registers a device (again: a discarded one comes back, with the platform now given). */
export async function registerDevice(db: Database, userId: number, deviceToken: string, platform: string) {
  const [row] = await db.query<PushSubscription>(
    `INSERT INTO push_subscriptions (user_id, device_token, platform) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, device_token) DO UPDATE SET platform = EXCLUDED.platform, discarded_at = NULL
     RETURNING ${PUSH_COLUMNS}`,
    [userId, deviceToken, platform],
  );
  return row!;
}

export async function listDevices(db: Database, userId: number, page: number, perPage: number) {
  return db.query<PushSubscription>(
    `SELECT ${PUSH_COLUMNS} FROM push_subscriptions WHERE user_id = $1 AND discarded_at IS NULL
     ORDER BY created_at, id LIMIT $2 OFFSET $3`,
    [userId, perPage, (page - 1) * perPage],
  );
}

/** Discards the device's registration; false when the user has no such device. */
export async function discardDevice(db: Database, userId: number, deviceToken: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE push_subscriptions SET discarded_at = COALESCE(discarded_at, now())
     WHERE user_id = $1 AND device_token = $2 RETURNING id`,
    [userId, deviceToken],
  );
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
  await db.query(
    `INSERT INTO topic_subscriptions (user_id, topic, category, reason, status)
     SELECT $1, $2, c, NULLIF(r, ''), $5 FROM unnest($3::text[], $4::text[]) AS t(c, r)
     ON CONFLICT (user_id, topic, category) DO UPDATE
       SET reason = COALESCE(EXCLUDED.reason, topic_subscriptions.reason), status = EXCLUDED.status, updated_at = now()`,
    [userId, topic, named.map((c) => c.slug), named.map((c) => c.reason ?? ''), status],
  );
  return (await topicSubscriptions(db, userId, topic))[0]!;
}

/** The user's topic subscriptions, one entry per topic (only `topic` when given). */
export async function topicSubscriptions(db: Database, userId: number, topic?: string): Promise<TopicSubscription[]> {
  const rows = await db.query<{ topic: string; category: string; reason: string | null; status: SubscriptionStatus }>(
    `SELECT topic, category, reason, status FROM topic_subscriptions
     WHERE user_id = $1 AND ($2::text IS NULL OR topic = $2) ORDER BY topic, category`,
    [userId, topic ?? null],
  );
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
  const rows = await db.query(
    `DELETE FROM topic_subscriptions WHERE user_id = $1 AND topic = $2
     AND (cardinality($3::text[]) = 0 OR category = ANY($3::text[])) RETURNING topic`,
    [userId, topic, categories],
  );
  return rows.length > 0;
}
