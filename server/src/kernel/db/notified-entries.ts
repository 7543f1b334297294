import type { Database } from './database';

/** Entries kept until their time, at most `maxEntries` of them (the oldest go first). */
export interface NotifiedEntries<V> {
  /** The value kept for `key` while it is fresh; a stale one is dropped. */
  get(key: string, now: number): V | undefined;
  set(key: string, value: V, until: number): void;
  clear(): void;
}

/**
 * What a process's caches keep: entries that live until their time and are forgotten whole the moment the database
 * announces a change on `channel`, or when the listening connection was lost (a change missed could be anything).
 * `onClear` hears each forgetting. Undefined where the database cannot listen.
 */
export async function notifiedEntries<V>(
  db: Database,
  channel: string,
  maxEntries: number,
  onClear?: () => void,
): Promise<NotifiedEntries<V> | undefined> {
  if (!db.listen) return undefined;
  const entries = new Map<string, { value: V; until: number }>();
  const clear = () => {
    onClear?.();
    entries.clear();
  };
  await db.listen(channel, clear, clear);
  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value, until) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, until });
    },
    clear,
  };
}
