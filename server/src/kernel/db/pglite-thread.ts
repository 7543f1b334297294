import { Worker } from 'node:worker_threads';
import type { PGliteLike } from 'pg-boss';
import type { Database } from './contract';
import { errorOf, type Operation, type Reply, type Request } from './pglite-messages';

interface Waiting {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite in a thread of its own (pglite-worker.ts), behind the same `Database` as everywhere: the server's thread
 * sends each statement as a message and goes on parsing, checking and answering other requests meanwhile. A
 * transaction is a BEGIN and an END message; the caller's work runs here, against a handle bound to its id.
 * The thread keeps the process alive only while a statement is on its way: it never holds a process at exit, and it
 * ends with `close`. If it dies, every statement waiting on it fails with the reason, and so does every later one.
 */
export class PgliteThread implements Database {
  readonly kind = 'pglite' as const;
  private readonly waiting = new Map<number, Waiting>();
  private readonly channels = new Map<string, ((payload: string) => void)[]>();
  private nextId = 1;
  private nextTx = 1;
  /** Why no statement can be asked any more (the database was closed, or its thread stopped). */
  private stopped: Error | null = null;

  private constructor(
    /** The thread itself (tests end it abruptly to see what a crash does). */
    readonly thread: Worker,
  ) {
    thread.on('message', (reply: Reply) => this.heard(reply));
    thread.on('error', (error) => this.stop(`PGlite's thread failed: ${error.message}`));
    thread.on('exit', (code) => this.stop(`PGlite's thread ended (exit code ${code})`));
    thread.unref();
  }

  static async open(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const thread = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
    });
    await new Promise<void>((ready, failed) => {
      const started = (reply: Reply) => {
        if ('ready' in reply) ready();
        else if ('failed' in reply) failed(errorOf(reply.failed));
        else return;
        thread.off('message', started);
        thread.off('exit', ended);
      };
      const ended = (code: number) => failed(new Error(`PGlite's thread ended before it opened (exit code ${code})`));
      thread.on('message', started);
      thread.on('exit', ended);
    }).catch(async (error: unknown) => {
      await thread.terminate();
      throw error;
    });
    return new PgliteThread(thread);
  }

  /** One message to PGlite's thread; its answer, or its error with the database's fields. */
  ask(op: Operation, fields: Omit<Request, 'id' | 'op'> = {}): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    if (this.waiting.size === 0) this.thread.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.thread.postMessage({ id, op, ...fields } satisfies Request);
    });
  }

  private heard(reply: Reply): void {
    if ('notify' in reply) {
      for (const listener of this.channels.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    if (this.waiting.size === 0) this.thread.unref();
    if ('error' in reply) waiting.reject(errorOf(reply.error));
    else waiting.resolve(reply.result);
  }

  private stop(reason: string): void {
    if (this.stopped) return;
    this.stopped = new Error(`The database is not available: ${reason}.`);
    for (const { reject } of this.waiting.values()) reject(this.stopped);
    this.waiting.clear();
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.ask('query', { sql, params })) as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.ask('exec', { sql });
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    const txId = this.nextTx++;
    await this.ask('begin', { txId });
    let result: T;
    try {
      result = await work(new ThreadTransaction(this, txId));
    } catch (error) {
      // The work's own error is what the caller hears, even if the rollback could not be asked (a dead thread).
      await this.ask('end', { txId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.ask('end', { txId, commit: true });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const heard = this.channels.get(channel);
    if (heard) {
      heard.push(onPayload);
      return;
    }
    this.channels.set(channel, [onPayload]);
    await this.ask('listen', { sql: channel });
  }

  /** What pg-boss's PGlite adapter asks of PGlite, asked of the thread. */
  get pglite(): PGliteLike {
    return {
      query: async (text, values) =>
        (await this.ask('pglite-query', { sql: text, params: values })) as { rows: never[] },
      exec: async (text) => (await this.ask('pglite-exec', { sql: text })) as { rows: unknown[] }[],
      listen: async (channel, callback) => {
        await this.listen(channel, callback);
        return async () => {
          const heard = this.channels.get(channel) ?? [];
          const at = heard.indexOf(callback);
          if (at >= 0) heard.splice(at, 1);
        };
      },
    };
  }

  /** The data directory as an uncompressed tarball. */
  async dump(): Promise<Blob> {
    return new Blob([(await this.ask('dump')) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.ask('close');
    this.stop('the database was closed');
    await this.thread.terminate();
  }
}

/** A transaction's handle: its statements carry the transaction's id. */
class ThreadTransaction implements Database {
  readonly kind = 'pglite' as const;
  constructor(
    private readonly database: PgliteThread,
    private readonly txId: number,
  ) {}

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return (await this.database.ask('query', { sql, params, txId: this.txId })) as Row[];
  }

  async exec(sql: string): Promise<void> {
    await this.database.ask('exec', { sql, txId: this.txId });
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return work(this);
  }

  async close(): Promise<void> {}
}
