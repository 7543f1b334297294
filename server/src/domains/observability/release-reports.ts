import type { ReleaseHealth } from '@beacon/ops/registry';
import { sql } from 'kysely';
import { tables } from '../../kernel/access/scoped';
import type { Database } from '../../kernel/db/database';
import { isoText, kyselyOf } from '../../kernel/db/sql';
import { EVIDENCE_CAPS } from './intake-limits';
import type { ReportedError, StackFrame } from './browser-event';
import type { ReplaySegment } from './replay-recording';

/**
 * Keeps one error a browser reported; `evidenceKey` is the signed-in user it is tied to (null: kept apart, never
 * counted toward a release's health).
 */
export async function recordError(db: Database, error: ReportedError, evidenceKey: string | null): Promise<void> {
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
      fingerprint: error.fingerprint,
      evidence_key: evidenceKey,
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

/** Counts one page of an area viewed in a browser, on the release that drew it (evidence as for errors). */
export async function recordPageView(
  db: Database,
  remote: string,
  version: string,
  evidenceKey: string | null,
): Promise<void> {
  await tables(db).insertInto('release_page_views').values({ remote, version, evidence_key: evidenceKey }).execute();
}

/** Reports a release received since a moment that the server could not tie to a user it served it to. */
export interface Unverified {
  errors: number;
  pageViews: number;
}

/**
 * A release's errors per page view since a moment, from evidence only, each user counted up to a cap: one person
 * (or one stolen session) cannot tip a canary. Also what arrived that is not evidence, counted apart.
 */
export async function releaseEvidence(
  db: Database,
  remote: string,
  version: string,
  since: Date,
): Promise<{ health: ReleaseHealth; unverified: Unverified }> {
  const counted = (table: 'release_errors' | 'release_page_views', at: string, cap: number) =>
    sql<{ evidence: number; unverified: number }>`
      SELECT coalesce(sum(least(n, ${cap})) FILTER (WHERE evidence_key IS NOT NULL), 0)::int AS evidence,
             coalesce(sum(n) FILTER (WHERE evidence_key IS NULL), 0)::int AS unverified
      FROM (SELECT evidence_key, count(*) AS n FROM ${sql.table(table)}
            WHERE remote = ${remote} AND version = ${version} AND ${sql.ref(at)} >= ${since}
            GROUP BY evidence_key) AS per_user`.execute(kyselyOf(db));
  const [errors, views] = await Promise.all([
    counted('release_errors', 'received_at', EVIDENCE_CAPS.errorsPerUser),
    counted('release_page_views', 'viewed_at', EVIDENCE_CAPS.pageViewsPerUser),
  ]);
  const e = errors.rows[0]!;
  const v = views.rows[0]!;
  return {
    health: { errors: e.evidence, pageViews: v.evidence, rate: e.evidence / Math.max(v.evidence, 1) },
    unverified: { errors: e.unverified, pageViews: v.unverified },
  };
}

/** A release's errors per page view since a moment, from evidence only (see releaseEvidence). */
export async function healthOf(db: Database, remote: string, version: string, since: Date): Promise<ReleaseHealth> {
  return (await releaseEvidence(db, remote, version, since)).health;
}

/** An error as stored: what the browser reported of it (its event id, environment and fingerprint aside). */
export interface StoredError extends Omit<ReportedError, 'eventId' | 'environment' | 'fingerprint'> {
  id: number;
  receivedAt: string;
  /** Tied to a signed-in user this server served the release to (evidence), or from nobody known. */
  verified: boolean;
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
      sql<boolean>`evidence_key IS NOT NULL`.as('verified'),
    ])
    .where('remote', '=', remote)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, frames: row.frames as StackFrame[] }));
}

/** One error as the Releases page groups them: every report with its fingerprint over the retention window. */
export interface ErrorGroup {
  fingerprint: string;
  type: string;
  message: string;
  /** Reports tied to users this server served the release to. */
  count: number;
  /** How many such users reported it. */
  users: number;
  /** Reports the server could not tie to a user it served. */
  unverified: number;
  versions: string[];
  firstSeen: string;
  lastSeen: string;
}

/** One remote's error groups, the most recently seen first. */
export async function errorGroups(db: Database, remote: string, limit: number): Promise<ErrorGroup[]> {
  const { rows } = await sql<ErrorGroup>`
    SELECT fingerprint,
           (array_agg(type ORDER BY id DESC))[1] AS type,
           (array_agg(message ORDER BY id DESC))[1] AS message,
           (count(*) FILTER (WHERE evidence_key IS NOT NULL))::int AS count,
           count(DISTINCT evidence_key)::int AS users,
           (count(*) FILTER (WHERE evidence_key IS NULL))::int AS unverified,
           array_agg(DISTINCT version ORDER BY version) AS versions,
           ${isoText(sql`min(received_at)`)} AS "firstSeen",
           ${isoText(sql`max(received_at)`)} AS "lastSeen"
    FROM release_errors WHERE remote = ${remote}
    GROUP BY fingerprint ORDER BY max(received_at) DESC, fingerprint LIMIT ${limit}`.execute(kyselyOf(db));
  return rows;
}
