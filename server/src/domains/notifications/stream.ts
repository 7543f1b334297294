import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Database } from '../../kernel/db/database';
import { tables } from '../../kernel/access/scoped';

/** The live stream's events, MagicBell's names. */
export type StreamEventName =
  | 'notifications/new'
  | 'notifications/read'
  | 'notifications/unread'
  | 'notifications/read/all'
  | 'notifications/seen/all'
  | 'notifications/delete'
  | 'notifications/archived'
  | 'notifications/unarchived';

export interface StreamEvent {
  name: StreamEventName;
  data: Record<string, unknown>;
}

interface Envelope {
  userId: number;
  event: StreamEvent;
}

/** The PostgreSQL channel every server process listens on. */
export const STREAM_CHANNEL = 'beacon_stream';
/** pg_notify refuses payloads of 8000 bytes or more; bigger events travel through the stream_events table. */
const NOTIFY_LIMIT = 7500;

/**
 * One bus per database, so that two apps in one process (tests) never hear each other. On PGlite (one process)
 * the bus is in memory. On PostgreSQL every event goes through pg_notify and comes back to each process that
 * listens, this one included: a socket connected to any instance hears what any instance published.
 */
interface Bus {
  emitter: EventEmitter;
  /** Resolves once this process listens on PostgreSQL (at once on PGlite). */
  ready: Promise<void>;
}

const buses = new WeakMap<Database, Bus>();

function busOf(db: Database): Bus {
  let bus = buses.get(db);
  if (!bus) {
    const emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    const deliver = (envelope: Envelope) => emitter.emit(`user:${envelope.userId}`, envelope.event);
    // LISTEN holds a connection of its own (Database.listen): no query builder expresses it.
    const ready =
      db.kind === 'postgres' && db.listen
        ? db.listen(STREAM_CHANNEL, (payload) => void received(db, payload).then(deliver, reportLost))
        : Promise.resolve();
    // A failed LISTEN is retried by the next subscriber rather than remembered.
    ready.catch(() => buses.delete(db));
    bus = { emitter, ready };
    buses.set(db, bus);
  }
  return bus;
}

const reportLost = (error: unknown) => console.error('[beacon] a live-stream event could not be read', error);

/** A notification's payload: the envelope itself, or `#<id>` of a stream_events row holding it. */
async function received(db: Database, payload: string): Promise<Envelope> {
  if (!payload.startsWith('#')) return JSON.parse(payload) as Envelope;
  const row = await tables(db)
    .selectFrom('stream_events')
    .select('payload')
    .where('id', '=', payload.slice(1))
    .$castTo<{ payload: Envelope }>()
    .executeTakeFirst();
  if (!row) throw new Error(`stream event ${payload} is gone`);
  return row.payload;
}

/**
 * Tells the user's open streams, and only theirs, on whichever instance they are connected. The change it reports
 * has happened already: a failure to tell is logged (clients refetch when they reconnect), never thrown.
 */
export async function publish(db: Database, userId: number, event: StreamEvent): Promise<void> {
  await send(db, userId, event).catch((error: unknown) =>
    console.error('[beacon] a live-stream event was lost', error),
  );
}

async function send(db: Database, userId: number, event: StreamEvent): Promise<void> {
  const envelope: Envelope = { userId, event };
  if (db.kind !== 'postgres') {
    busOf(db).emitter.emit(`user:${userId}`, event);
    return;
  }
  let payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) >= NOTIFY_LIMIT) {
    // Rows older than a minute were heard long ago by every listener.
    await tables(db)
      .deleteFrom('stream_events')
      .where('created_at', '<', sql<Date>`now() - interval '1 minute'`)
      .execute();
    const row = await tables(db)
      .insertInto('stream_events')
      .values({ payload })
      .returning('id')
      .executeTakeFirstOrThrow();
    payload = `#${row.id}`;
  }
  // pg_notify is a function call the builder has no method for: a one-line template through it.
  await sql`SELECT pg_notify(${STREAM_CHANNEL}, ${payload})`.execute(tables(db));
}

/** Hears the user's events from every instance; resolves once listening (so nothing sent afterwards is missed). */
export async function subscribe(
  db: Database,
  userId: number,
  listener: (event: StreamEvent) => void,
): Promise<() => void> {
  const bus = busOf(db);
  await bus.ready;
  bus.emitter.on(`user:${userId}`, listener);
  return () => bus.emitter.off(`user:${userId}`, listener);
}
