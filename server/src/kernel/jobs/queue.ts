import { PgBoss, fromPglite, type PGliteLike } from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Long work as jobs on pg-boss, a kept PostgreSQL-backed queue, in the database in use: its own schema (`pgboss`)
 * in PGlite or PostgreSQL, so a job outlives the process that was running it (a job whose process died expires
 * and runs again), and every server process over one PostgreSQL takes its share.
 */
export interface JobQueue {
  /**
   * Queues a job; `singletonKey` keeps one queued job per key; `group` puts it in a group whose jobs run at most
   * so many at once across every process (the worker's `groupLimits`; pg-boss counts the group's active jobs).
   */
  send(queue: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of the queue, one at a time per process unless `options` allow more. */
  work(queue: string, handler: (data: Record<string, unknown>) => Promise<void>, options?: WorkOptions): Promise<void>;
}

export interface SendOptions {
  singletonKey?: string;
  /** The job's group (e.g. a vendor): its `id` and the tier its limit is read from (`WorkOptions.groupLimits`). */
  group?: { id: string; tier?: string };
}

export interface WorkOptions {
  /** Jobs this process runs at once (1 by default). */
  concurrency?: number;
  /** The most jobs of one group active at once across every process: by tier, else `default`. */
  groupLimits?: { default: number; tiers?: Record<string, number> };
}

export interface JobQueueOptions {
  /** Seconds between two looks for new jobs (pg-boss polls; 2 by default). */
  pollSeconds?: number;
}

/** Starts the queue over the product's database, stopped when the server closes. */
export async function startJobQueue(
  app: FastifyInstance,
  db: Database,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  // On PostgreSQL a pool of its own (pg-boss sends multi-statement scripts); on PGlite the one connection there is.
  const url = (db as { url?: string }).url;
  const boss = url
    ? new PgBoss({ connectionString: url, max: 4 })
    : new PgBoss({ db: fromPglite((db as unknown as { pglite: PGliteLike }).pglite), backend: 'pglite' });
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue'));
  await boss.start();
  const queues = new Set<string>();
  const ensure = async (queue: string) => {
    if (queues.has(queue)) return;
    // A job is retried twice, a minute apart; one that runs over 30 minutes (its process died) is taken again.
    await boss.createQueue(queue, { retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 });
    queues.add(queue);
  };
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 10_000 });
  });
  return {
    async send(queue, data, sendOptions = {}) {
      await ensure(queue);
      return boss.send(queue, data, sendOptions);
    },
    async work(queue, handler, workOptions = {}) {
      await ensure(queue);
      await boss.work<Record<string, unknown>>(
        queue,
        {
          pollingIntervalSeconds: options.pollSeconds ?? 2,
          ...(workOptions.concurrency ? { localConcurrency: workOptions.concurrency } : {}),
          ...(workOptions.groupLimits ? { groupConcurrency: workOptions.groupLimits } : {}),
        },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
  };
}
