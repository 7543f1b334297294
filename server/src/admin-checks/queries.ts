import { sql } from 'kysely';
import { acrossClients } from '../access/scoped';
import type { Database } from '../db/database';
import { asInt, isoText } from '../db/sql';

export const CONNECTION_HEALTH = ['ok', 'expired', 'failing'] as const;
export type ConnectionHealth = (typeof CONNECTION_HEALTH)[number];

interface ConnectionRow {
  clientId: number;
  clientName: string;
  workspaceId: number;
  workspaceName: string;
  id: number;
  connectionId: string;
  name: string;
  sourceType: string;
  status: string;
  expiresAt: string | null;
  lastSyncedAt: string | null;
  lastError: string | null;
}

/**
 * A connection is expired when its status says so or its credentials' expiry has passed, failing when its
 * status or its last sync says so. The analytics tables keep expiry, last sync and last error in `settings`.
 */
function healthOf(row: ConnectionRow, now: Date): ConnectionHealth {
  const status = row.status.toUpperCase();
  if (status === 'EXPIRED' || (row.expiresAt !== null && new Date(row.expiresAt) <= now)) return 'expired';
  if (['FAILED', 'FAILING', 'ERROR', 'PURGED'].includes(status) || row.lastError) return 'failing';
  return 'ok';
}

/** Every client's analytics dashboards and data connections, with whether each dashboard can answer. */
export async function dashboardChecks(db: Database, now = new Date()) {
  // Agency-wide on purpose (internal users only): across clients. Three independent reads, asked at once (on
  // PostgreSQL they run side by side on the pool).
  const agency = acrossClients(db);
  const [connections, dashboards, clients] = await Promise.all([
    agency
      .selectFrom('clients as c')
      .innerJoin('analytics_workspaces as w', 'w.client_id', 'c.id')
      .innerJoin('analytics_connections as k', 'k.workspace_id', 'w.id')
      .select([
        'c.id as clientId',
        'c.name as clientName',
        'w.id as workspaceId',
        'w.name as workspaceName',
        'k.id',
        'k.connection_id as connectionId',
        'k.name',
        'k.source_type as sourceType',
        'k.status',
        sql<string | null>`k.settings->>'expiresAt'`.as('expiresAt'),
        sql<string | null>`COALESCE(${isoText<string | null>('k.last_sync_at')}, k.settings->>'lastSyncedAt')`.as(
          'lastSyncedAt',
        ),
        sql<string | null>`COALESCE(k.last_error, k.settings->>'lastError')`.as('lastError'),
      ])
      .orderBy('c.name')
      .orderBy('k.name')
      .orderBy('k.id')
      .execute(),
    agency
      .selectFrom('analytics_dashboards as d')
      .select(['d.workspace_id as workspaceId', 'd.id', 'd.name', 'd.data_source as dataSource'])
      .orderBy('d.name')
      .orderBy('d.id')
      .execute(),
    agency
      .selectFrom('clients as c')
      .select([
        'c.id',
        'c.name',
        asInt(sql`(SELECT count(*) FROM analytics_workspaces w WHERE w.client_id = c.id)`).as('workspaces'),
      ])
      .orderBy('c.name')
      .orderBy('c.id')
      .execute(),
  ]);
  const checked = connections.map((row) => ({ ...row, health: healthOf(row, now) }));
  // Each client's connections and each workspace's dashboards found by key, not by scanning every list per client:
  // the agency-wide check stays linear in clients, connections and dashboards (issue 29: 600 clients at scale 100).
  const connectionsOf = groupBy(checked, (k) => k.clientId);
  const dashboardsOf = groupBy(
    dashboards.map((d, position) => ({ ...d, position })),
    (d) => d.workspaceId,
  );
  return {
    checkedAt: now.toISOString(),
    clients: clients.map((client) => {
      const own = connectionsOf.get(client.id) ?? [];
      const workspaceIds = [...new Set(own.map((k) => k.workspaceId))];
      return {
        clientId: client.id,
        clientName: client.name,
        workspaces: client.workspaces,
        connections: own.map((k) => ({
          id: k.id,
          connectionId: k.connectionId,
          name: k.name,
          sourceType: k.sourceType,
          workspaceName: k.workspaceName,
          health: k.health,
          expiresAt: k.expiresAt,
          lastSyncedAt: k.lastSyncedAt,
          problem: k.lastError,
        })),
        dashboards: dashboardsInOrder(dashboardsOf, workspaceIds).map((d) => {
          // A dashboard's data source is a tag: `all`, or a source type in lower case (`meta_ads`).
          const sources = own.filter(
            (k) =>
              k.workspaceId === d.workspaceId &&
              (d.dataSource === 'all' || k.sourceType.toLowerCase() === d.dataSource.toLowerCase()),
          );
          const healthy = sources.find((k) => k.health === 'ok');
          return {
            id: d.id,
            name: d.name,
            dataSource: d.dataSource,
            answers: Boolean(healthy),
            reason: healthy
              ? null
              : sources.length === 0
                ? `No ${d.dataSource} connection`
                : `Its ${d.dataSource} connection is ${sources[0]!.health}`,
            lastSyncedAt: healthy?.lastSyncedAt ?? null,
          };
        }),
      };
    }),
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The dashboards of some workspaces, in the order the query gave them (by name, then id). */
function dashboardsInOrder<D extends { position: number }>(dashboardsOf: Map<number, D[]>, workspaceIds: number[]) {
  return workspaceIds.flatMap((id) => dashboardsOf.get(id) ?? []).sort((a, b) => a.position - b.position);
}
