import { clientScope, type AccessScope, type ClientScope } from '../../kernel/access/scope';
import { acrossClients } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { HttpError } from '../../kernel/http/errors';
import type { WorkspaceRef } from '../analytics/access';
import { markExpired } from '../analytics/oauth/tokens';
import { updateSync, type syncOwner } from './history';
import { ConnectorError, ConnectorRefused } from './port';
import { needsReconnecting } from './reconnect-notice';

/** Tries of one sync (the queue retries a failed job twice, a minute apart). */
const TRIES = 3;

export type SyncOwner = NonNullable<Awaited<ReturnType<typeof syncOwner>>>;

/** What a connector's sync works with: its connection, acting for the workspace's client. */
export interface SyncRun {
  owner: SyncOwner;
  scope: ClientScope;
  workspace: WorkspaceRef;
  connection: { id: number; sourceType: string };
}

/** The job acts for the workspace's client (all its advertisers, or the workspace's one). */
const jobScope = (clientId: number): ClientScope =>
  clientScope({ allClients: false, clientIds: [clientId], advertiserIds: null } as unknown as AccessScope, clientId);

/** When the connection's last completed sync started: the next one reads what changed since (null: a backfill). */
export async function lastCompletedStart(db: Database, connectionId: number, syncId: number): Promise<Date | null> {
  const row = await acrossClients(db)
    .selectFrom('connector_syncs')
    .select('started_at')
    .where('connection_id', '=', connectionId)
    .where('status', '=', 'done')
    .where('id', '<>', syncId)
    .where('started_at', 'is not', null)
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.started_at ? new Date(row.started_at as unknown as string) : null;
}

/**
 * One sync of any connector, around its own reading and writing (`work`, which writes what it read in one
 * transaction at its end and marks the sync done there): the sync is marked running; a vendor that refuses the
 * grant marks the connection "Needs reconnecting", tells its owners and stops its syncs; a vendor that fails for
 * now (or a provider that does not answer) fails the job while tries remain, so that the queue tries it again, its
 * message shown either way; an error in Beacon is said as such and tried again. `undo` removes what the sync held
 * apart before it failed (staged rows, stored files). Answers the run when the sync completed, else null.
 */
export async function runSync(
  db: Database,
  syncId: number,
  owner: SyncOwner,
  work: (run: SyncRun) => Promise<void>,
  undo: (message: string, run: SyncRun) => Promise<unknown> = async () => undefined,
): Promise<SyncRun | null> {
  const scope = jobScope(owner.clientId);
  const workspace = {
    id: owner.workspaceId,
    clientId: owner.clientId,
    advertiserId: owner.advertiserId,
    scope,
  } as unknown as WorkspaceRef;
  const connection = { id: owner.connectionId, sourceType: owner.sourceType };
  const run = { owner, scope, workspace, connection };
  await updateSync(db, syncId, { status: 'running', started: true, error: null });
  const fail = async (message: string, retry: boolean) => {
    await undo(message, run);
    const again = retry && owner.attempts + 1 < TRIES;
    await updateSync(db, syncId, { status: again ? 'queued' : 'failed', error: message, finished: !again });
    return again;
  };
  try {
    await work(run);
    return run;
  } catch (error) {
    if (error instanceof ConnectorRefused || (error instanceof HttpError && error.status === 409)) {
      const message = `Needs reconnecting: ${error.message}`;
      await markExpired(db, workspace, connection.id, message);
      await fail(message, false);
      await needsReconnecting(db, owner, message);
      return null;
    }
    if (error instanceof ConnectorError || (error instanceof HttpError && error.status >= 500)) {
      // Retried by the queue while tries remain (a provider that does not answer too); the vendor's words either way.
      if (await fail(error.message, error instanceof HttpError || error.retryable)) throw error;
      return null;
    }
    await fail('The sync stopped on an error in Beacon. Nothing was changed; it will be tried again.', true);
    throw error;
  }
}
