import { sql } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { underWorkspace, type WorkspaceRef } from './access';
import { ALL_TAG, sourceOf, tagOf } from '../../kernel/config/sources';

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
export async function ensureSourceDashboards(db: Database, workspace: WorkspaceRef, sourceType: string): Promise<void> {
  const wanted = [
    { name: ALL_SOURCES_DASHBOARD.name, tag: ALL_TAG, definition: sourceDashboard(ALL_SOURCES_DASHBOARD.title) },
    {
      name: sourceDashboardName(sourceType),
      tag: tagOf(sourceType),
      definition: sourceDashboard(sourceOf(sourceType).label),
    },
  ];
  const dashboards = underWorkspace(db, workspace);
  for (const d of wanted)
    await dashboards
      .insertInto('analytics_dashboards')
      .columns(['workspace_id', 'name', 'data_source', 'definition'])
      .expression(
        dashboards
          .selectNoFrom([
            sql<number>`${workspace.id}::int`.as('workspace_id'),
            sql<string>`${d.name}`.as('name'),
            sql<string>`${d.tag}`.as('data_source'),
            sql<string>`${JSON.stringify(d.definition)}::jsonb`.as('definition'),
          ])
          // The workspace's dashboard for this data source, if it has one already, stays as it is.
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('analytics_dashboards')
                  .select('id')
                  .where('workspace_id', '=', workspace.id)
                  .where('data_source', '=', d.tag),
              ),
            ),
          ),
      )
      .execute();
}
