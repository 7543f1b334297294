import { EventEmitter } from 'node:events';
import type { Database } from '../db/database';

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

// One bus per database, so that two apps in one process (tests) never hear each other. In production with several
// API instances this would be PostgreSQL LISTEN/NOTIFY or the hosted service's own stream.
const buses = new WeakMap<Database, EventEmitter>();

function busOf(db: Database): EventEmitter {
  let bus = buses.get(db);
  if (!bus) {
    bus = new EventEmitter();
    bus.setMaxListeners(0);
    buses.set(db, bus);
  }
  return bus;
}

/** Tells the user's open streams, and only theirs. */
export function publish(db: Database, userId: number, event: StreamEvent): void {
  busOf(db).emit(`user:${userId}`, event);
}

export function subscribe(db: Database, userId: number, listener: (event: StreamEvent) => void): () => void {
  const bus = busOf(db);
  bus.on(`user:${userId}`, listener);
  return () => bus.off(`user:${userId}`, listener);
}
