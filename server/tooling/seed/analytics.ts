import { ALL_TAG, tagOf } from '../../src/kernel/config/sources';
import {
  ALL_SOURCES_DASHBOARD,
  sourceDashboard,
  sourceDashboardName,
} from '../../src/domains/analytics/source-dashboards';
import { API_TOKEN_SOURCE_TYPES, CHANNEL_SQL, SOURCE_TYPES } from '../../src/kernel/config/sources';
import type { Database } from '../../src/kernel/db/database';
import type { ClientRange, SeedContext } from './context';

/**
 * Which source stands for which ad platform of the seeded delivery. A source connected with an API token (The Trade
 * Desk) is connected by a person, never seeded: the seeded DSP stands for its delivery.
 */
const SOURCE_PLATFORMS = Object.entries(SOURCE_TYPES)
  .filter(([source]) => !(API_TOKEN_SOURCE_TYPES as readonly string[]).includes(source))
  .flatMap(([source, s]) => s.platforms.map((p) => [source, p]));
const values = (rows: string[][]) => rows.map((r) => `(${r.map((v) => `'${v}'`).join(', ')})`).join(', ');

/**
 * Analytics: a workspace per client (`client:<id>`) and per advertiser (`advertiser:<id>`). Each advertiser's
 * workspace connects, by hand, the sources its campaigns run on, and keeps one manual connection unlinked (offline
 * sales). Every seventh advertiser also has a Google Ads OAuth connection whose sign-in is gone (it reads expired).
 * The connected sources hold their synced delivery (`seedAnalyticsFacts`, with each slice of clients); dashboards read
 * it by data source. Deterministic.
 */
export async function seedAnalytics(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  await db.query(`INSERT INTO analytics_workspaces (client_id, advertiser_id, alternate_id, name)
    SELECT c.id, NULL, 'client:' || c.id, c.name || ' Workspace' FROM clients c ORDER BY c.id`);
  await db.query(`INSERT INTO analytics_workspaces (client_id, advertiser_id, alternate_id, name)
    SELECT a.client_id, a.id, 'advertiser:' || a.id, a.name || ' Workspace' FROM advertisers a ORDER BY a.id`);

  // The sources each workspace runs on: an advertiser's own platforms; a client's DSP across its advertisers (each
  // looked up through the campaigns' index on its advertiser or client: as one condition, every workspace read every
  // line item).
  await db.query(`
    INSERT INTO analytics_manual_connections (workspace_id, source_type, name, account_id)
    SELECT w.id, s.source, s.label, 'acct-' || w.id || '-' || lower(s.source)
    FROM analytics_workspaces w
    JOIN LATERAL (
      SELECT DISTINCT sp.source, CASE sp.source ${Object.entries(SOURCE_TYPES)
        .map(([source, s]) => `WHEN '${source}' THEN '${s.label.replace(/'/g, "''")}'`)
        .join(' ')} END AS label
      FROM (VALUES ${values(SOURCE_PLATFORMS)}) AS sp(source, platform)
      WHERE CASE WHEN w.advertiser_id IS NOT NULL
        THEN EXISTS (SELECT 1 FROM campaigns c JOIN line_items li ON li.campaign_id = c.id
          WHERE c.advertiser_id = w.advertiser_id AND li.platform = sp.platform)
        ELSE sp.source = 'DSP' AND EXISTS (SELECT 1 FROM campaigns c JOIN line_items li ON li.campaign_id = c.id
          WHERE c.client_id = w.client_id AND li.platform = sp.platform)
      END
    ) AS s ON TRUE
    ORDER BY w.id, s.source`);
  await db.query(
    `
    INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status,
      account_id, account_name, manual_connection_id, last_sync_at)
    SELECT m.workspace_id, 'conn-' || m.workspace_id || '-' || lower(m.source_type), m.source_type, m.name, true, 'manual',
      'connected', m.account_id, m.name, m.id, $1::date - 1 + time '06:00'
    FROM analytics_manual_connections m ORDER BY m.id`,
    [ctx.today],
  );
  await db.query(`
    INSERT INTO analytics_manual_connections (workspace_id, source_type, name, account_id)
    SELECT w.id, 'CSV_UPLOAD', 'Offline sales', 'offline-' || w.id FROM analytics_workspaces w
    WHERE w.advertiser_id IS NOT NULL ORDER BY w.id`);
  await db.query(`
    INSERT INTO analytics_connections (workspace_id, connection_id, source_type, name, manual, auth_type, status, last_error)
    SELECT w.id, 'conn-' || w.id || '-google-ads-oauth', 'GOOGLE_ADS', 'Google Ads (previous sign-in)', false, 'oauth',
      'connected', 'Sign in again to keep this source up to date'
    FROM analytics_workspaces w WHERE w.advertiser_id % 7 = 0 ORDER BY w.id`);

  await db.query(
    `INSERT INTO analytics_dashboards (workspace_id, name, data_source, definition)
    SELECT w.id, $1, $2, $3::jsonb FROM analytics_workspaces w ORDER BY w.id`,
    [ALL_SOURCES_DASHBOARD.name, ALL_TAG, JSON.stringify(sourceDashboard(ALL_SOURCES_DASHBOARD.title))],
  );
  for (const [source, s] of Object.entries(SOURCE_TYPES)) {
    await db.query(
      `INSERT INTO analytics_dashboards (workspace_id, name, data_source, definition)
      SELECT DISTINCT x.workspace_id, $1, $2, $3::jsonb FROM analytics_connections x
      WHERE x.source_type = $4 AND x.auth_type = 'manual' ORDER BY x.workspace_id`,
      [sourceDashboardName(source), tagOf(source), JSON.stringify(sourceDashboard(s.label)), source],
    );
  }
}

/** What the connected sources of a slice of clients' workspaces synced: their delivery by day and channel. */
export async function seedAnalyticsFacts(db: Database, range: ClientRange): Promise<void> {
  await db.query(
    `
    INSERT INTO analytics_facts (connection_id, day, channel, spend, impressions, clicks, conversions)
    SELECT x.id, d.day, ${CHANNEL_SQL}, sum(d.spend), sum(d.impressions), sum(d.clicks), sum(d.conversions)
    FROM analytics_connections x
    JOIN analytics_workspaces w ON w.id = x.workspace_id
    JOIN (VALUES ${values(SOURCE_PLATFORMS)}) AS sp(source, platform) ON sp.source = x.source_type
    JOIN advertisers a ON a.client_id = w.client_id AND (w.advertiser_id IS NULL OR a.id = w.advertiser_id)
    JOIN daily_delivery d ON d.advertiser_id = a.id
    JOIN line_items li ON li.id = d.line_item_id AND li.platform = sp.platform
    WHERE x.auth_type = 'manual' AND w.client_id BETWEEN $1 AND $2
    GROUP BY x.id, d.day, ${CHANNEL_SQL}`,
    [range.first, range.last],
  );
}
