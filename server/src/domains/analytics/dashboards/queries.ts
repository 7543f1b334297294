import type { Static } from 'typebox';
import { sql } from 'kysely';
import type { AccessScope } from '../../../kernel/access/scope';
import { scoped } from '../../../kernel/access/scoped';
import type { Database } from '../../../kernel/db/database';
import { asInt, dayText } from '../../../kernel/db/sql';
import { requireWorkspace } from '../access';
import { DIMENSIONS, METRICS, type Dashboard, type DataSource } from '../schemas';
import { ALL_TAG, sourceOf, tagOf } from '../../../kernel/config/sources';

/**
 * A workspace's data sources: `all` (every connected source together) and one per source type it has connected.
 * A query names one by its tag.
 */
export async function dataSources(db: Database, access: AccessScope, workspaceId: number) {
  const workspace = await requireWorkspace(db, access, workspaceId);
  const rows = await scoped(db, workspace.scope)
    .selectFrom('analytics_workspaces as w')
    .innerJoin('analytics_connections as x', 'x.workspace_id', 'w.id')
    .leftJoin('analytics_facts as f', 'f.connection_id', 'x.id')
    .select([
      'x.source_type as sourceType',
      'x.connection_id as connectionId',
      dayText<string | null>(sql`min(f.day)`).as('firstDay'),
      dayText<string | null>(sql`max(f.day)`).as('lastDay'),
      asInt(sql`count(f.day)`).as('rowCount'),
    ])
    .where('w.id', '=', workspace.id)
    .where('x.status', '<>', 'purged')
    .groupBy('x.id')
    .orderBy('x.source_type')
    .orderBy('x.id')
    .execute();
  const describe = (tag: string, name: string, group: typeof rows): Static<typeof DataSource> => {
    const days = group
      .flatMap((r) => [r.firstDay, r.lastDay])
      .filter((d): d is string => d !== null)
      .sort();
    return {
      tag,
      name,
      sourceTypes: [...new Set(group.map((r) => r.sourceType))],
      connectionIds: group.map((r) => r.connectionId),
      dimensions: [...DIMENSIONS],
      metrics: [...METRICS],
      firstDay: days[0] ?? null,
      lastDay: days.at(-1) ?? null,
      rowCount: group.reduce((n, r) => n + r.rowCount, 0),
    };
  };
  const types = [...new Set(rows.map((r) => r.sourceType))];
  return [
    describe(ALL_TAG, 'All connected sources', rows),
    ...types.map((type) =>
      describe(
        tagOf(type),
        sourceOf(type).label,
        rows.filter((r) => r.sourceType === type),
      ),
    ),
  ];
}

export async function dashboards(
  db: Database,
  access: AccessScope,
  workspaceId: number,
): Promise<Static<typeof Dashboard>[]> {
  const workspace = await requireWorkspace(db, access, workspaceId);
  const rows = await scoped(db, workspace.scope)
    .selectFrom('analytics_workspaces as w')
    .innerJoin('analytics_dashboards as d', 'd.workspace_id', 'w.id')
    .select(['d.id', 'd.workspace_id as workspaceId', 'd.name', 'd.data_source as dataSource', 'd.definition'])
    .where('w.id', '=', workspace.id)
    .orderBy('d.id')
    .execute();
  return rows as Static<typeof Dashboard>[];
}
