import { sql, type NotNull } from 'kysely';
import { acrossClients } from '../../kernel/access/scoped';
import { fetchPage, likeText } from '../../kernel/http/schemas';
import type { Database } from '../../kernel/db/database';
import { contains, isAnyOf, isoText, TOTAL_COUNT } from '../../kernel/db/sql';

export const CONNECTION_HEALTH = ['ok', 'expired', 'failing'] as const;
export type ConnectionHealth = (typeof CONNECTION_HEALTH)[number];

/** What a connection's health is read from. */
interface ConnectionState {
  status: string;
  expiresAt: string | null;
  lastError: string | null;
}

/**
 * A connection is expired when its status says so or its credentials' expiry has passed, failing when its
 * status or its last sync says so. The analytics tables keep expiry, last sync and last error in `settings`.
 */
function healthOf(row: ConnectionState, now: Date): ConnectionHealth {
  const status = row.status.toUpperCase();
  if (status === 'EXPIRED' || (row.expiresAt !== null && new Date(row.expiresAt) <= now)) return 'expired';
  if (['FAILED', 'FAILING', 'ERROR', 'PURGED'].includes(status) || row.lastError) return 'failing';
  return 'ok';
}

export interface ChecksPage {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  /** Only clients whose name holds this text. */
  search?: string | null;
}

/**
 * One page of clients' analytics dashboards and data connections, with whether each dashboard can answer. A page
 * reads only its own clients' connections and dashboards (through their workspaces' indexes), so the answer and
 * the work stay the size of a page however many clients the agency has (600 at scale 100).
 */
export async function dashboardChecks(db: Database, p: ChecksPage, now = new Date()) {
  // The checks span every client on purpose: they are agency staff's (BeaconAdmin only, see the route).
  const agency = acrossClients(db);
  const like = likeText(p.search);
  const { data: clients, page } = await fetchPage(p, (limit, offset) =>
    agency
      .selectFrom('clients as c')
      .select((eb) => [
        'c.id',
        'c.name',
        eb
          .selectFrom('analytics_workspaces as w')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('w.client_id', '=', 'c.id')
          .as('workspaces'),
        TOTAL_COUNT,
      ])
      // count(*) always answers a number.
      .$narrowType<{ workspaces: NotNull }>()
      .$if(like !== null, (q) => q.where(contains('c.name', like!)))
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
  const clientIds = clients.map((c) => c.id);
  // Two independent reads, asked at once (on PostgreSQL they run side by side on the pool).
  const [connections, dashboards] = await Promise.all([
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
      .where(isAnyOf('c.id', clientIds))
      .orderBy('c.name')
      .orderBy('k.name')
      .orderBy('k.id')
      .execute(),
    agency
      .selectFrom('analytics_dashboards as d')
      .innerJoin('analytics_workspaces as w', 'w.id', 'd.workspace_id')
      .select(['d.workspace_id as workspaceId', 'd.id', 'd.name', 'd.data_source as dataSource'])
      .where(isAnyOf('w.client_id', clientIds))
      .orderBy('d.name')
      .orderBy('d.id')
      .execute(),
  ]);
  const checked = connections.map((row) => ({ ...row, health: healthOf(row, now) }));
  // Each client's connections and each workspace's dashboards found by key, not by scanning every list per client:
  // the agency-wide check stays linear in clients, connections and dashboards (600 clients at scale 100).
  const connectionsOf = groupBy(checked, (k) => k.clientId);
  const dashboardsOf = groupBy(
    dashboards.map((d, position) => ({ ...d, position })),
    (d) => d.workspaceId,
  );
  return {
    page,
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
