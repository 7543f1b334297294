import type { FastifyInstance } from 'fastify';
import type { Database } from './database';
import { withLock } from './locks';

/**
 * Runs `work` every `seconds` on one server process at a time (the advisory lock `lock`), never two passes at
 * once in this process, until the server closes; a failed pass is logged and the next one runs as planned.
 * `seconds` 0 or less: never.
 */
export function startPeriodic(
  app: FastifyInstance,
  db: Database,
  job: { name: string; seconds: number; lock: number },
  work: () => Promise<unknown>,
): void {
  if (job.seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    withLock(db, job.lock, 'skip', work)
      .catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`))
      .finally(() => (running = false));
  }, job.seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
