import { Type, type Static } from 'typebox';
import { sql } from 'kysely';
import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { dayText, isoText } from '../../kernel/db/sql';
import { oneOf } from '../../kernel/http/schemas';
import { underWorkspace, type WorkspaceRef } from '../analytics/access';

/** A platform's ad group that no line item of the client carries: listed for a person to map, never guessed. */
export const UnmatchedAdGroup = Type.Object({
  adGroupId: Type.String(),
  adGroupName: Type.String(),
  campaignId: Type.String(),
  campaignName: Type.String(),
  rows: Type.Integer(),
});
export type UnmatchedAdGroup = Static<typeof UnmatchedAdGroup>;

export const SyncStatus = oneOf(['queued', 'running', 'done', 'failed']);

/** One sync of a connection, as its history shows it. */
export const ConnectorSync = Type.Object(
  {
    id: Type.Integer(),
    status: SyncStatus,
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    queuedAt: Type.String({ format: 'date-time' }),
    startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    rows: Type.Integer({
      description: 'Delivery rows written (one per line item and day); QuickBooks Online: invoices created or changed',
    }),
    days: Type.Integer(),
    unmatchedCount: Type.Integer({
      description:
        'Ad groups no line item carries (all counted); QuickBooks Online: customers not mapped yet whose invoices the sync passed over',
    }),
    unmatched: Type.Array(UnmatchedAdGroup, { description: 'The first of them' }),
    attempts: Type.Integer(),
    error: Type.Union([Type.String(), Type.Null()]),
    importId: Type.Union([Type.Integer(), Type.Null()]),
  },
  { title: 'ConnectorSync' },
);
export type ConnectorSync = Static<typeof ConnectorSync>;

/** A connection's syncs, newest first. */
export async function listSyncs(db: Database, workspace: WorkspaceRef, connectionId: number, limit = 50) {
  const rows = await underWorkspace(db, workspace)
    .selectFrom('connector_syncs as s')
    .select([
      's.id',
      sql<ConnectorSync['status']>`s.status`.as('status'),
      dayText('s.from_day').as('from'),
      dayText('s.to_day').as('to'),
      isoText('s.queued_at').as('queuedAt'),
      isoText<string | null>('s.started_at').as('startedAt'),
      isoText<string | null>('s.finished_at').as('finishedAt'),
      's.rows',
      's.days',
      's.unmatched_count as unmatchedCount',
      sql<UnmatchedAdGroup[]>`s.unmatched`.as('unmatched'),
      's.attempts',
      's.error',
      's.import_id as importId',
    ])
    .where('s.connection_id', '=', connectionId)
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
  return rows satisfies ConnectorSync[];
}

/**
 * The connection's sync waiting or under way, if there is one. One the queue gave up on (its job ran past its
 * tries and expiries, a few hours) no longer holds the next one back.
 */
export async function pendingSync(db: Database, connectionId: number) {
  return acrossClients(db)
    .selectFrom('connector_syncs')
    .select('id')
    .where('connection_id', '=', connectionId)
    .where('status', 'in', ['queued', 'running'])
    .where('queued_at', '>', sql<Date>`now() - interval '3 hours'`)
    .executeTakeFirst();
}

export async function createSync(db: Database, connectionId: number, range: { from: string; to: string }) {
  const row = await acrossClients(db)
    .insertInto('connector_syncs')
    .values({ connection_id: connectionId, status: 'queued', from_day: range.from, to_day: range.to })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a sync job needs to find its connection, workspace and window. */
export async function syncOwner(db: Database, syncId: number) {
  return acrossClients(db)
    .selectFrom('connector_syncs as s')
    .innerJoin('analytics_connections as x', 'x.id', 's.connection_id')
    .innerJoin('analytics_workspaces as w', 'w.id', 'x.workspace_id')
    .select([
      's.status',
      's.attempts',
      dayText('s.from_day').as('from'),
      dayText('s.to_day').as('to'),
      'x.id as connectionId',
      'x.source_type as sourceType',
      'x.account_id as accountId',
      'x.name as connectionName',
      'w.id as workspaceId',
      'w.client_id as clientId',
      'w.advertiser_id as advertiserId',
    ])
    .where('s.id', '=', syncId)
    .executeTakeFirst();
}

export interface SyncOutcome {
  status: 'queued' | 'running' | 'done' | 'failed';
  rows?: number;
  days?: number;
  unmatchedCount?: number;
  unmatched?: UnmatchedAdGroup[];
  error?: string | null;
  importId?: number | null;
  started?: boolean;
  finished?: boolean;
}

export async function updateSync(db: Database, syncId: number, o: SyncOutcome): Promise<void> {
  await acrossClients(db)
    .updateTable('connector_syncs')
    .set({
      status: o.status,
      ...(o.rows !== undefined && { rows: o.rows }),
      ...(o.days !== undefined && { days: o.days }),
      ...(o.unmatchedCount !== undefined && { unmatched_count: o.unmatchedCount }),
      ...(o.unmatched !== undefined && { unmatched: JSON.stringify(o.unmatched) }),
      ...(o.error !== undefined && { error: o.error?.slice(0, 1000) ?? null }),
      ...(o.importId !== undefined && { import_id: o.importId }),
      ...(o.started && { started_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, finished_at: null }),
      ...(o.finished && { finished_at: sql<Date>`now()` }),
    })
    .where('id', '=', syncId)
    .execute();
}
