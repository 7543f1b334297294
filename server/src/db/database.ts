import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
  close(): Promise<void>;
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  constructor(private readonly db: Pick<PGlite, 'query' | 'exec'> & Partial<Pick<PGlite, 'transaction' | 'close'>>) {}

  get pglite(): unknown {
    return this.db;
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const result = await this.db.query<Row>(sql, params);
    return result.rows;
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

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  constructor(private readonly client: pg.Pool | pg.PoolClient) {}

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const result = await this.client.query(sql, params);
    return result.rows as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    if (!(this.client instanceof pg.Pool)) return work(this);
    const connection = await this.client.connect();
    try {
      await connection.query('BEGIN');
      const result = await work(new PostgresDatabase(connection));
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK');
      throw error;
    } finally {
      connection.release();
    }
  }

  async close(): Promise<void> {
    if (this.client instanceof pg.Pool) await this.client.end();
  }
}

export interface DatabaseOptions {
  /** A PostgreSQL address; when set, PGlite is not used. */
  url?: string;
  /** PGlite's data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpPglite` (tests reuse one seeded database this way). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    await pool.query('SELECT 1');
    return new PostgresDatabase(pool);
  }
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return new PgliteDatabase(db);
}

/** The whole PGlite data directory as an uncompressed tarball (not available on PostgreSQL). */
export async function dumpPglite(db: Database): Promise<Blob> {
  if (!(db instanceof PgliteDatabase) || !(db.pglite instanceof PGlite))
    throw new Error('only a PGlite database can be dumped');
  return db.pglite.dumpDataDir('none');
}
