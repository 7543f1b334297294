/**
 * PostgreSQL's dialect everywhere: PGlite embedded by default (a data directory, or memory for tests), a real
 * PostgreSQL when DATABASE_URL is set. Both answer the same SQL through this one small interface.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements at once, without parameters (migrations, seeding in bulk). */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel` until close. On PostgreSQL over a connection of its own (re-made if it drops), so that
   * every server process over the database hears what any of them sends with pg_notify (triggers included); on
   * PGlite within the one process. Resolves once listening. Not on a transaction's handle. `onMissed` is called
   * once a lost connection listens again: what was sent meanwhile was not heard (a cache forgets what it kept).
   */
  listen?(channel: string, onPayload: (payload: string) => void, onMissed?: () => void): Promise<void>;
  close(): Promise<void>;
}
