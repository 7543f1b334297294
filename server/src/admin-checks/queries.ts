import type { Database } from '../db/database';

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

interface DashboardRow {
  workspaceId: number;
  id: number;
  name: string;
  dataSource: string;
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
  // Three independent reads, asked at once (on PostgreSQL they run side by side on the pool).
  const [connections, dashboards, clients] = await Promise.all([
    db.query<ConnectionRow>(
      `SELECT c.id AS "clientId", c.name AS "clientName", w.id AS "workspaceId", w.name AS "workspaceName",
      k.id, k.connection_id AS "connectionId", k.name, k.source_type AS "sourceType", k.status,
      k.settings->>'expiresAt' AS "expiresAt",
      COALESCE(to_char(k.last_sync_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), k.settings->>'lastSyncedAt') AS "lastSyncedAt",
      COALESCE(k.last_error, k.settings->>'lastError') AS "lastError"
    FROM clients c JOIN analytics_workspaces w ON w.client_id = c.id
    JOIN analytics_connections k ON k.workspace_id = w.id
    ORDER BY c.name, k.name, k.id`,
    ),
    db.query<DashboardRow>(
      `SELECT d.workspace_id AS "workspaceId", d.id, d.name, d.data_source AS "dataSource"
    FROM analytics_dashboards d ORDER BY d.name, d.id`,
    ),
    db.query<{ id: number; name: string; workspaces: number }>(
      `SELECT c.id, c.name, (SELECT count(*)::int FROM analytics_workspaces w WHERE w.client_id = c.id) AS workspaces
    FROM clients c ORDER BY c.name, c.id`,
    ),
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
