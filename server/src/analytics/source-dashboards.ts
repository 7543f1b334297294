import type { Database } from '../db/database';
import { ALL_TAG, tagOf } from './dashboards';
import { sourceOf } from './sources';

/**
 * The dashboard a data source gets, from the analytics metrics and dimensions: totals, spend by day, conversions
 * and cost per acquisition by channel, clicks and CTR by week. `title` names the source it reads.
 */
export const sourceDashboard = (title: string) => ({
  widgets: [
    { title: 'Totals', type: 'kpi', metrics: ['spend', 'impressions', 'clicks', 'conversions'], dimensions: [] },
    { title: `${title}: spend by day`, type: 'line', metrics: ['spend'], dimensions: ['day'] },
    { title: 'Conversions by channel', type: 'bar', metrics: ['conversions', 'cpa'], dimensions: ['channel'] },
    { title: 'Clicks and CTR by week', type: 'table', metrics: ['clicks', 'ctr'], dimensions: ['week'] },
  ],
});

export const ALL_SOURCES_DASHBOARD = { name: 'Performance overview', title: 'All sources' };
export const sourceDashboardName = (sourceType: string) => `${sourceOf(sourceType).label} performance`;

/**
 * A newly connected source gets what a seeded one has: the workspace's "Performance overview" over every source
 * (when it has none yet) and the source type's own dashboard (when the workspace has none for that data source).
 * Connecting a second account of the same type adds nothing: the type's data source already has its dashboard.
 */
export async function ensureSourceDashboards(db: Database, workspaceId: number, sourceType: string): Promise<void> {
  const wanted = [
    { name: ALL_SOURCES_DASHBOARD.name, tag: ALL_TAG, definition: sourceDashboard(ALL_SOURCES_DASHBOARD.title) },
    {
      name: sourceDashboardName(sourceType),
      tag: tagOf(sourceType),
      definition: sourceDashboard(sourceOf(sourceType).label),
    },
  ];
  for (const d of wanted)
    await db.query(
      `INSERT INTO analytics_dashboards (workspace_id, name, data_source, definition)
      SELECT $1, $2, $3, $4::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM analytics_dashboards WHERE workspace_id = $1 AND data_source = $3)`,
      [workspaceId, d.name, d.tag, JSON.stringify(d.definition)],
    );
}
