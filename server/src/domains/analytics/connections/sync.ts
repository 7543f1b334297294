import { sql } from 'kysely';
import { scoped } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { asInt, isAnyOf } from '../../../kernel/db/sql';
import { advertisersOf, underWorkspace, type WorkspaceRef } from '../access';
import { CHANNEL_SQL, sourceOf } from '../../../kernel/config/sources';

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
  const channel = sql.raw<string>(CHANNEL_SQL);
  return db.transaction(async (tx) => {
    const facts = underWorkspace(tx, workspace);
    await facts.deleteFrom('analytics_facts').where('connection_id', '=', connection.id).execute();
    // The workspace's delivery, read through the caller's scope of its client.
    const delivery = scoped(tx, workspace.scope)
      .selectFrom('daily_delivery as d')
      .innerJoin('line_items as li', 'li.id', 'd.line_item_id')
      .select([
        sql<number>`${connection.id}::int`.as('connection_id'),
        'd.day',
        channel.as('channel'),
        sql<string>`sum(d.spend)`.as('spend'),
        sql<string>`sum(d.impressions)`.as('impressions'),
        sql<string>`sum(d.clicks)`.as('clicks'),
        sql<string>`sum(d.conversions)`.as('conversions'),
      ])
      .where(isAnyOf('d.advertiser_id', advertisers))
      .where(isAnyOf('li.platform', platforms))
      .groupBy(['d.day', channel]);
    const inserted = await facts
      .with('inserted', (q) =>
        q
          .insertInto('analytics_facts')
          .columns(['connection_id', 'day', 'channel', 'spend', 'impressions', 'clicks', 'conversions'])
          .expression(delivery)
          .returning('connection_id'),
      )
      .selectFrom('inserted')
      .select(asInt(sql`count(*)`).as('n'))
      .executeTakeFirst();
    await facts
      .updateTable('analytics_connections')
      .set({ last_sync_at: sql`now()`, last_error: null, updated_at: sql`now()` })
      .where('id', '=', connection.id)
      .execute();
    return inserted?.n ?? 0;
  });
}

/** Purging forgets what a connection knows: its tokens and its synced data. The connection stays, as purged. */
export async function purgeConnection(db: Database, workspace: WorkspaceRef, connectionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const under = underWorkspace(tx, workspace);
    await under.deleteFrom('analytics_connection_tokens').where('connection_id', '=', connectionId).execute();
    await under.deleteFrom('analytics_facts').where('connection_id', '=', connectionId).execute();
    await under
      .updateTable('analytics_connections')
      .set({ status: 'purged', last_sync_at: null, last_error: null, updated_at: sql`now()` })
      .where('id', '=', connectionId)
      .execute();
  });
}
