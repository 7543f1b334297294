import type { ReleaseHealth } from '@beacon/ops/registry';
import { sql } from 'kysely';
import { tables } from '../access/scoped';
import type { Database } from '../db/database';
import { isoText } from '../db/sql';
import type { ReportedError, StackFrame } from './browser-event';
import type { ReplaySegment } from './replay-recording';

/** Keeps one error a browser reported. */
export async function recordError(db: Database, error: ReportedError): Promise<void> {
  await tables(db)
    .insertInto('release_errors')
    .values({
      event_id: error.eventId,
      remote: error.remote,
      version: error.version,
      route: error.route,
      brand: error.brand,
      browser: error.browser,
      user_hash: error.userHash,
      environment: error.environment,
      type: error.type,
      message: error.message,
      frames: JSON.stringify(error.frames),
      replay_id: error.replayId,
    })
    .execute();
}

/** Keeps one segment of a session replay. */
export async function recordReplaySegment(db: Database, segment: ReplaySegment): Promise<void> {
  await tables(db)
    .insertInto('release_replays')
    .values({ replay_id: segment.replayId, segment_id: segment.segmentId, events: segment.events })
    .execute();
}

/** A replay's rrweb events, its segments in order; empty when none was kept. */
export async function replayEvents(db: Database, replayId: string): Promise<unknown[]> {
  const segments = await tables(db)
    .selectFrom('release_replays')
    .select('events')
    .where('replay_id', '=', replayId)
    .orderBy('segment_id')
    .orderBy('id')
    .execute();
  return segments.flatMap((segment) => JSON.parse(segment.events) as unknown[]);
}

/** Counts one page of an area viewed in a browser, on the release that drew it. */
export async function recordPageView(db: Database, remote: string, version: string): Promise<void> {
  await tables(db).insertInto('release_page_views').values({ remote, version }).execute();
}

/** Errors and page views of one release since a moment. */
export async function healthOf(db: Database, remote: string, version: string, since: Date): Promise<ReleaseHealth> {
  const [errors, views] = await Promise.all([
    tables(db)
      .selectFrom('release_errors')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('received_at', '>=', since)
      .executeTakeFirstOrThrow(),
    tables(db)
      .selectFrom('release_page_views')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('remote', '=', remote)
      .where('version', '=', version)
      .where('viewed_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  return { errors: errors.n, pageViews: views.n, rate: errors.n / Math.max(views.n, 1) };
}

export interface StoredError {
  id: number;
  receivedAt: string;
  remote: string;
  version: string;
  route: string | null;
  brand: string | null;
  browser: string | null;
  userHash: string | null;
  type: string;
  message: string;
  frames: StackFrame[];
  replayId: string | null;
}

/** The newest errors of one remote (all its versions), newest first. */
export async function newestErrors(db: Database, remote: string, limit: number): Promise<StoredError[]> {
  const rows = await tables(db)
    .selectFrom('release_errors')
    .select([
      sql<number>`id::int`.as('id'),
      isoText('received_at').as('receivedAt'),
      'remote',
      'version',
      'route',
      'brand',
      'browser',
      sql<string | null>`user_hash`.as('userHash'),
      'type',
      'message',
      'frames',
      sql<string | null>`replay_id`.as('replayId'),
    ])
    .where('remote', '=', remote)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, frames: row.frames as StackFrame[] }));
}
