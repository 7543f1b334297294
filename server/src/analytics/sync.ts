import type { Database } from '../db/database';
import { advertisersOf, type WorkspaceRef } from './access';
import { CHANNEL_SQL, sourceOf } from './sources';

/**
 * Reads a connection's source into the workspace: spend, impressions, clicks and conversions by day and channel.
 * Locally every source stands for ad platforms of the seeded delivery, so the workspace's advertisers' delivery on
 * those platforms is what the source "reports". A sync replaces what the connection held before.
 */
export async function syncConnection(
  db: Database,
  workspace: WorkspaceRef,
  connection: { id: number; sourceType: string },
): Promise<number> {
  const platforms = [...sourceOf(connection.sourceType).platforms];
  const advertisers = await advertisersOf(db, workspace);
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM analytics_facts WHERE connection_id = $1', [connection.id]);
    const rows = await tx.query<{ n: number }>(
      `WITH inserted AS (
        INSERT INTO analytics_facts (connection_id, day, channel, spend, impressions, clicks, conversions)
        SELECT $1, d.day, ${CHANNEL_SQL}, sum(d.spend), sum(d.impressions), sum(d.clicks), sum(d.conversions)
        FROM daily_delivery d JOIN line_items li ON li.id = d.line_item_id
        WHERE d.advertiser_id = ANY($2::int[]) AND li.platform = ANY($3::text[])
        GROUP BY d.day, ${CHANNEL_SQL}
        RETURNING 1)
      SELECT count(*)::int AS n FROM inserted`,
      [connection.id, advertisers, platforms],
    );
    await tx.query(
      `UPDATE analytics_connections SET last_sync_at = now(), last_error = NULL, updated_at = now() WHERE id = $1`,
      [connection.id],
    );
    return rows[0]?.n ?? 0;
  });
}

/** Purging forgets what a connection knows: its tokens and its synced data. The connection stays, as purged. */
export async function purgeConnection(db: Database, connectionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM analytics_connection_tokens WHERE connection_id = $1', [connectionId]);
    await tx.query('DELETE FROM analytics_facts WHERE connection_id = $1', [connectionId]);
    await tx.query(
      `UPDATE analytics_connections SET status = 'purged', last_sync_at = NULL, last_error = NULL, updated_at = now()
      WHERE id = $1`,
      [connectionId],
    );
  });
}
