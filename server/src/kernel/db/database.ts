import { PGlite } from '@electric-sql/pglite';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from './contract';
import { PgliteDatabase, planOutdated } from './pglite-session';
import { PgliteThread } from './pglite-thread';
import { statementNames } from './prepared';

export type { Database } from './contract';

/** How long a new PostgreSQL connection may take: past it, the database counts as away (a 503, not a hung request). */
const CONNECT_TIMEOUT_MS = 5000;

interface Listening {
  payload: (payload: string) => void;
  missed?: () => void;
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  /** Who hears each channel, on the one connection that listens (made on the first `listen`). */
  private readonly channels = new Map<string, Listening[]>();
  private listener: Promise<pg.Client> | null = null;
  private closed = false;
  constructor(
    private readonly client: pg.Pool | pg.PoolClient,
    readonly url?: string,
    /** The reads prepared on each connection (the pool's and its transactions' connections share the names). */
    private readonly names = statementNames(),
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void, onMissed?: () => void): Promise<void> {
    if (!this.url) throw new Error('only the pool can listen');
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    const heard = this.channels.get(channel);
    const listening = { payload: onPayload, missed: onMissed };
    if (heard) heard.push(listening);
    else this.channels.set(channel, [listening]);
    const connecting = (this.listener ??= this.connectListener([...this.channels.keys()]));
    const client = await connecting.catch((error: unknown) => {
      // Not remembered: the next `listen` tries again.
      if (this.listener === connecting) this.listener = null;
      throw error;
    });
    if (!heard) await client.query(`LISTEN ${channel}`);
  }

  /**
   * One connection of its own per process for every channel. A lost one (a restart, a killed connection) is made
   * again every second until it listens on every channel once more; until then this process hears nothing, so
   * every listener is told it may have missed what was sent, when the connection is lost and again when it listens
   * (the stream's clients refetch when they reconnect).
   */
  private async connectListener(channels: string[] = []): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('notification', (message) => {
      for (const { payload } of this.channels.get(message.channel) ?? []) payload(message.payload ?? '');
    });
    let listening = false;
    let lost = false;
    const onLost = () => {
      // Until it listens, the failing call says it; 'end' follows 'error'; closing the database ends it too.
      if (!listening || lost || this.closed) return;
      lost = true;
      // What this process kept may already be stale: forgotten now, and again once it listens (what was sent
      // between the two was not heard either).
      for (const heard of this.channels.values()) for (const { missed } of heard) missed?.();
      void client.end().catch(() => undefined);
      this.listener = this.reconnectListener();
      this.listener.catch(() => undefined);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listening = true;
    return client;
  }

  /** Every second until it works (or the database is closed): a fresh connection, listening on every channel. */
  private async reconnectListener(): Promise<pg.Client> {
    for (;;) {
      await sleep(1000, undefined, { ref: false });
      if (this.closed) throw new Error('closed');
      try {
        const fresh = await this.connectListener([...this.channels.keys()]);
        for (const heard of this.channels.values()) for (const { missed } of heard) missed?.();
        return fresh;
      } catch {
        // Not back yet.
      }
    }
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const name = this.names(sql);
    try {
      return (await this.client.query(name ? { name, text: sql, values: params } : sql, name ? undefined : params))
        .rows as Row[];
    } catch (error) {
      if (!name || !planOutdated(error)) throw error;
      return (await this.client.query(sql, params)).rows as Row[];
    }
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    if (!(this.client instanceof pg.Pool)) return work(this);
    const connection = await this.client.connect();
    // A connection lost while it is out of the pool says so here (unheard, the event would end the process).
    let lost: Error | undefined;
    const onLost = (error: Error) => (lost = error);
    connection.on('error', onLost);
    try {
      await connection.query('BEGIN');
      const result = await work(new PostgresDatabase(connection, undefined, this.names));
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      // On a lost connection there is nothing to roll back: the server ended the transaction with it.
      await connection.query('ROLLBACK').catch((rollbackError: Error) => (lost ??= rollbackError));
      throw error;
    } finally {
      connection.removeListener('error', onLost);
      // A lost connection is dropped from the pool rather than lent again.
      connection.release(lost);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    if (listener) await listener.then((client) => client.end()).catch(() => undefined);
    if (this.client instanceof pg.Pool) await this.client.end();
  }
}

export interface DatabaseOptions {
  /** A PostgreSQL address; when set, PGlite is not used. */
  url?: string;
  /** Connections per server process (BEACON_DB_POOL_SIZE): what one process may ask of PostgreSQL at once. */
  poolSize?: number;
  /** PGlite's data directory; omitted means in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpPglite` (tests reuse one seeded database this way). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the database ended (a restart, pg_terminate_backend) is dropped by the pool, which
    // connects afresh for the next query; unheard, this event would end the process.
    pool.on('error', () => undefined);
    await pool.query('SELECT 1');
    return new PostgresDatabase(pool, options.url);
  }
  // A data directory (the server's database): PGlite in a thread of its own, off the requests' thread.
  if (options.dataDir) return PgliteThread.open(options);
  // In memory (tests, tooling): in this thread. A thread each made four test files take 195 s against 116 s.
  const db = await PGlite.create({
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return new PgliteDatabase(db);
}

/**
 * The whole PGlite data directory as an uncompressed tarball (not available on PostgreSQL), after a checkpoint: a
 * dump whose WAL still holds the writes since the last one replays them each time it is opened (the seeded test
 * database: 3.3 s of processor time to open, 1.7 s after a checkpoint).
 */
export async function dumpPglite(db: Database): Promise<Blob> {
  await db.exec('CHECKPOINT');
  if (db instanceof PgliteThread) return db.dump();
  if (!(db instanceof PgliteDatabase) || !(db.pglite instanceof PGlite))
    throw new Error('only a PGlite database can be dumped');
  return db.pglite.dumpDataDir('none');
}
