import type { Database } from '../../src/kernel/db/database';
import { SUMMED_COLUMNS } from '../../src/semantic/metrics';

/**
 * The delivery tables and the rollups, with the columns whose sums they are compared by (`id` columns, which only
 * number rows, are left out of each row's text).
 */
const DELIVERY_TABLES: Record<string, string[]> = {
  daily_delivery: [...SUMMED_COLUMNS],
  delivery_line_item_days: ['delivery_rows', 'impressions', 'clicks', 'conversions', 'spend'],
  delivery_campaign_days: ['delivery_rows', 'impressions', 'clicks', 'conversions', 'spend'],
  delivery_region_days: ['delivery_rows', 'impressions', 'clicks', 'conversions', 'spend'],
  campaign_state_weights: ['weight'],
  placement_delivery: ['impressions', 'engagements', 'interactions'],
  analytics_facts: ['spend', 'impressions', 'clicks', 'conversions'],
  audience_counts: ['device_count', 'household_count'],
};

/** The tables drawn in JavaScript from the seeded random numbers, compared by an md5 of these columns in this order. */
const DRAWN_TABLES: Record<string, [columns: string, order: string]> = {
  users: ['id, email, role, client_id, enabled', 'id'],
  campaigns: ['id, client_id, advertiser_id, name, status, start_date, end_date, total_budget, rate_type, rate', 'id'],
  line_items: ['id, campaign_id, name, platform, ad_format, budget, platform_line_item_id', 'id'],
  invoices: ['id, doc_number, campaign_id, total_amount, balance, transaction_date, due_date', 'id'],
  invoice_lines: ['invoice_id, position, description, quantity, unit_price, amount', 'invoice_id, position'],
};

/** Every other table the seed writes, compared by its count of rows (their timestamps are those of the run). */
const OTHER_TABLES = [
  'clients',
  'client_team_members',
  'advertiser_groups',
  'advertisers',
  'users',
  'user_advertisers',
  'user_advertiser_groups',
  'campaigns',
  'line_items',
  'rfp_forms',
  'proven_process_steps',
  'campaign_updates',
  'custom_reports',
  'placements',
  'invoices',
  'invoice_lines',
  'products',
  'audiences',
  'audience_reports',
  'audience_insights',
  'report_specifications',
  'builder_reports',
  'report_schedules',
  'report_schedule_runs',
  'files',
  'analytics_workspaces',
  'analytics_manual_connections',
  'analytics_connections',
  'analytics_dashboards',
  'notifications',
  'notification_preferences',
];

/**
 * The seeded figures, engine apart: per delivery and rollup table its rows, the sum of each measure and an md5 of
 * every row (ordered); per other table its rows; an md5 of what the random numbers drew (campaigns, invoices, ...)
 * and of the proven process's statuses (which delivery decides).
 */
export async function seededFigures(db: Database): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const [table, sums] of Object.entries(DELIVERY_TABLES)) {
    const columns = await db.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`,
      [table],
    );
    const row = `concat_ws('|', ${columns.map((c) => c.name).join(', ')})`;
    const [result] = await db.query<Record<string, string>>(
      `SELECT count(*)::text AS rows, ${sums.map((c) => `coalesce(sum(${c}), 0)::text AS ${c}`).join(', ')},
        md5(coalesce(string_agg(${row}, ',' ORDER BY ${row}), '')) AS md5 FROM ${table}`,
    );
    for (const [name, value] of Object.entries(result!)) figures[`${table}.${name}`] = value;
  }
  for (const table of OTHER_TABLES) {
    const [result] = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
    figures[`${table}.rows`] = result!.n;
  }
  for (const [table, [columns, order]] of Object.entries(DRAWN_TABLES)) {
    const [result] = await db.query<{ h: string }>(
      `SELECT md5(string_agg(concat_ws('|', ${columns}), ',' ORDER BY ${order})) AS h FROM ${table}`,
    );
    figures[`${table}.md5`] = result!.h;
  }
  const [steps] = await db.query<{ h: string }>(`SELECT md5(string_agg(campaign_id || ':' || position || ':' || status
    || ':' || coalesce(completed_at::date::text, ''), ',' ORDER BY campaign_id, position)) AS h FROM proven_process_steps`);
  figures['proven_process_steps.md5'] = steps!.h;
  return figures;
}
