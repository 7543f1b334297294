import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import type { Database } from './contract';
import { PgliteDatabase } from './pglite-session';
import { fieldsOf, type Reply, type Request } from './pglite-messages';

/**
 * PGlite's own thread (pglite-thread.ts starts it): the data directory's database answers here, so that the server's
 * thread parses HTTP, checks access and writes JSON while a statement runs. Requests are answered as PGlite
 * finishes them; PGlite runs one at a time, as it did in the server's thread.
 */
const port = parentPort!;
const post = (reply: Reply) => port.postMessage(reply);
const options = workerData as { dataDir?: string; loadDataDir?: ArrayBuffer };

/** The caller chose to roll back: no error of the database's. */
const ROLLBACK = Symbol('rollback');

interface Open {
  handle: Database;
  end: (commit: boolean) => void;
  finished: Promise<unknown>;
}

let pglite: PGlite;
let db: PgliteDatabase;
const transactions = new Map<number, Open>();

function on(txId: number | undefined): Database {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.handle;
}

/** BEGIN, then wait, inside PGlite's transaction, for the caller's `end`. */
function begin(txId: number): Promise<void> {
  return new Promise((opened, failed) => {
    let entered = false;
    const finished = db.transaction(async (handle) => {
      entered = true;
      const commit = await new Promise<boolean>((end) => {
        transactions.set(txId, { handle, end, finished });
        opened();
      });
      if (!commit) throw ROLLBACK;
    });
    finished.catch((error: unknown) => {
      if (!entered) failed(error);
    });
  });
}

async function end(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  transactions.delete(txId);
  open.end(commit);
  await open.finished.catch((error: unknown) => {
    if (error !== ROLLBACK) throw error;
  });
}

async function run(request: Request): Promise<unknown> {
  const { op, sql = '', params, txId } = request;
  switch (op) {
    case 'query':
      return on(txId).query(sql, params);
    case 'exec':
      return on(txId).exec(sql);
    case 'begin':
      return begin(txId!);
    case 'end':
      return end(txId!, request.commit === true);
    case 'listen':
      return db.listen(sql, (payload) => post({ notify: sql, payload }));
    case 'pglite-query':
      return { rows: (await pglite.query(sql, params)).rows };
    case 'pglite-exec':
      return (await pglite.exec(sql)).map((result) => ({ rows: result.rows }));
    case 'dump':
      return (await pglite.dumpDataDir('none')).arrayBuffer();
    case 'close':
      return pglite.close();
  }
}

async function answer(request: Request): Promise<void> {
  try {
    const result = await run(request);
    post({ id: request.id, result: result ?? null });
  } catch (error) {
    // Also an answer that cannot be cloned: the caller hears why rather than waiting.
    post({ id: request.id, error: fieldsOf(error) });
  }
}

try {
  pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
  });
  db = new PgliteDatabase(pglite);
  port.on('message', (request: Request) => void answer(request));
  post({ ready: true });
} catch (error) {
  post({ failed: fieldsOf(error) });
}
