import type { Database } from '../../src/kernel/db/database';

type Waiter = { table: string; heard: () => void };
/** Per database and channel, the writes waiting to be heard (one LISTEN each, made on first use). */
const waiting = new WeakMap<Database, Map<string, Set<Waiter>>>();

async function waitersOf(db: Database, channel: string): Promise<Set<Waiter>> {
  let channels = waiting.get(db);
  if (!channels) waiting.set(db, (channels = new Map()));
  let waiters = channels.get(channel);
  if (!waiters) {
    const fresh = new Set<Waiter>();
    channels.set(channel, fresh);
    await db.listen!(channel, (table) => {
      for (const waiter of fresh) if (waiter.table === table) waiter.heard();
    });
    waiters = fresh;
  }
  return waiters;
}

/**
 * Runs a write to `table` and returns once this process has heard the database announce it on `channel`, as the
 * caches do. PGlite announces before the write returns; PostgreSQL delivers a NOTIFY on the listening connection
 * a moment later, so a test that asserts what the caches forgot must wait for it, as every process does.
 */
export async function afterAnnounced<T>(
  db: Database,
  channel: string,
  table: string,
  write: () => Promise<T>,
  timeoutMs = 5000,
): Promise<T> {
  if (!db.listen) return write();
  const waiters = await waitersOf(db, channel);
  let timer: NodeJS.Timeout | undefined;
  let waiter: Waiter | undefined;
  const heard = new Promise<void>((resolve, reject) => {
    waiter = { table, heard: resolve };
    waiters.add(waiter);
    timer = setTimeout(
      () => reject(new Error(`no announcement of ${table} on ${channel} in ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const result = await write();
    await heard;
    return result;
  } finally {
    clearTimeout(timer);
    waiters.delete(waiter!);
  }
}
