import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { withLock } from '../db/locks';

/** A piece of upkeep run on a timer: the canary analysis, the notification watcher, schedules, mail, retention. */
export interface PeriodicJob {
  name: string;
  /** 0 or less: never. */
  seconds: number;
  /** An advisory lock (LOCKS): one server process at a time runs the pass; without it, the work guards itself. */
  lock?: number;
  /** A first pass this long after the server is ready, before the first interval has passed. */
  firstAfterMs?: number;
}

/**
 * The one runner of periodic work: every `seconds`, never two passes at once in this process, until the server
 * closes (which waits for a pass under way, so that it never queries a database being closed). A failed pass is
 * logged and the next one runs as planned. Work that must survive a restart or run once across the fleet at a
 * given moment is a job on the queue (queue.ts), not this.
 */
export function startPeriodic(
  app: FastifyInstance,
  db: Database,
  job: PeriodicJob,
  work: () => Promise<unknown>,
): void {
  if (!(job.seconds > 0)) return;
  let running: Promise<unknown> | null = null;
  let closed = false;
  const pass = () => (job.lock === undefined ? work() : withLock(db, job.lock, 'skip', work));
  const tick = () => {
    if (closed || running) return;
    running = pass()
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, job.seconds * 1000);
  timer.unref();
  let first: NodeJS.Timeout | undefined;
  if (job.firstAfterMs !== undefined)
    app.addHook('onReady', async () => {
      first = setTimeout(tick, job.firstAfterMs).unref();
    });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    clearTimeout(first);
    await running;
  });
}
