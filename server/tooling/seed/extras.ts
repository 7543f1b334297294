import type { SeedContext } from './context';
import { sampleFiles } from './samples';

/** Files per advertiser and per live campaign, with their bytes in the database (uploads go to disk instead). */
export async function seedFiles(ctx: SeedContext): Promise<void> {
  const insert = async (
    clientId: number,
    advertiserId: number,
    campaignId: number | null,
    owner: string,
    seed: number,
    count: number,
  ) => {
    for (const file of sampleFiles(owner, seed).slice(0, count)) {
      await ctx.db.query(
        `INSERT INTO files (client_id, advertiser_id, campaign_id, name, parsed_file_name, mime_type, size_bytes, content, properties, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date - $11::int, $10::date - $11::int)`,
        [
          clientId,
          advertiserId,
          campaignId,
          file.name,
          file.name.replace(/[^A-Za-z0-9._-]+/g, '_'),
          file.mimeType,
          file.content.length,
          file.content,
          JSON.stringify({ uploadedBy: 'Beacon Media' }),
          ctx.today,
          (seed % 90) + 1,
        ],
      );
    }
  };
  for (const a of ctx.advertisers) await insert(a.clientId, a.id, null, a.name, a.id, 2 + (a.id % 3));
  for (const c of ctx.campaigns.filter((c) => c.status === 'Live'))
    await insert(c.clientId, c.advertiserId, c.id, c.name, c.id, 1 + (c.id % 2));
}

/** Notifications and preferences per user. */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  await ctx.db.query(
    `INSERT INTO notifications (user_id, category, topic, title, content, custom_attributes, action_url, sent_at, read_at, seen_at)
    SELECT u.id, n.category, n.topic, n.title, n.content, n.attrs::jsonb,
      -- Links lead into the user's own client, as the notification watcher writes them.
      CASE WHEN n.url IS NOT NULL AND u.client_id IS NOT NULL THEN '/clients/' || u.client_id || n.url END, $1::date - n.days_ago + time '09:30',
      CASE WHEN n.days_ago > 5 THEN $1::date - n.days_ago + time '12:00' END,
      CASE WHEN n.days_ago > 2 THEN $1::date - n.days_ago + time '10:00' END
    FROM users u
    CROSS JOIN (VALUES
      ('billing', 'invoice', 'New invoice available', 'Your monthly invoice is ready to view.', '{"actionMessage":"View invoice"}', '/billing', 1),
      ('campaign', 'launch', 'Campaign launched', 'A campaign went live today.', '{"actionMessage":"Open campaign"}', '/campaigns', 3),
      ('document', 'upload', 'New document shared', 'The agency shared a new document with you.', NULL, NULL, 8),
      ('dashboard', 'refresh', 'Dashboard refreshed', 'Your dashboards have new data.', NULL, NULL, 12),
      ('general', 'welcome', 'Welcome to Beacon', 'Everything about your campaigns, in one place.', NULL, NULL, 30)) AS n(category, topic, title, content, attrs, url, days_ago)
    WHERE u.enabled`,
    [ctx.today],
  );
  await ctx.db.query(`INSERT INTO notification_preferences (user_id, category, channel, enabled)
    SELECT u.id, c.category, ch.channel, NOT (ch.channel = 'email' AND c.category IN ('dashboard', 'general'))
    FROM users u
    CROSS JOIN (VALUES ('billing'), ('campaign'), ('dashboard'), ('document'), ('general'), ('support')) AS c(category)
    CROSS JOIN (VALUES ('in_app'), ('email')) AS ch(channel)`);
}
