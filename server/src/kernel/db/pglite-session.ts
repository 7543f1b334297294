import { PGlite } from '@electric-sql/pglite';
import type { Database } from './contract';
import { preparedRead, statementNames } from './prepared';

/** A read whose plan was cached before its table's columns changed: asked again, as a new statement. */
export const planOutdated = (error: unknown) => (error as { code?: string }).code === '0A000';

/**
 * One PGlite in this thread: the in-memory databases of tests, and the data directory's database inside its own
 * thread (pglite-thread.ts), where the server's requests reach it by message.
 */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  /** The reads prepared on this session (the database itself; a transaction's handle reads unprepared). */
  private readonly names = statementNames();
  private readonly prepared = new Map<string, number[]>();
  constructor(private readonly db: Pick<PGlite, 'query' | 'exec'> & Partial<Pick<PGlite, 'transaction' | 'close'>>) {}

  get pglite(): unknown {
    return this.db;
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const name = this.db instanceof PGlite ? this.names(sql) : null;
    if (name && this.db instanceof PGlite) {
      try {
        return await preparedRead<Row>(this.db, this.prepared, name, sql, params);
      } catch (error) {
        if (!planOutdated(error)) throw error;
        this.prepared.delete(name);
        await this.db.query(`DEALLOCATE ${name}`);
      }
    }
    const result = await this.db.query<Row>(sql, params);
    return result.rows;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    // In the process itself: nothing is ever missed.
    if (!(this.db instanceof PGlite)) throw new Error('only the database itself can listen');
    await this.db.listen(channel, onPayload);
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    if (!this.db.transaction) return work(this);
    return this.db.transaction((tx) => work(new PgliteDatabase(tx)));
  }

  async close(): Promise<void> {
    await this.db.close?.();
  }
}
