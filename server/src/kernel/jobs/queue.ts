import { PgBoss, fromPglite, type JobWithMetadata, type PGliteLike } from 'pg-boss';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { admitToGroup, leaveGroup } from './group-admission';

/** Seconds a job may run before pg-boss counts its process as dead and takes it again. */
const EXPIRE_SECONDS = 1800;

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
    await boss.createQueue(queue, { retryLimit: 2, retryDelay: 60, expireInSeconds: EXPIRE_SECONDS });
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
      const limits = workOptions.groupLimits;
      await boss.work<Record<string, unknown>>(
        queue,
        {
          pollingIntervalSeconds: options.pollSeconds ?? 2,
          ...(workOptions.concurrency ? { localConcurrency: workOptions.concurrency } : {}),
          ...(limits ? { groupConcurrency: limits, includeMetadata: true } : {}),
        },
        async (jobs) => {
          for (const job of jobs as JobWithMetadata<Record<string, unknown>>[]) {
            if (limits) await runInItsGroup(boss, db, job, limits, handler);
            else await handler(job.data);
          }
        },
      );
    },
  };
}

/** Seconds a job taken over its group's limit waits before it is taken again. */
const PUT_BACK_SECONDS = 3;

/**
 * pg-boss hands out a group's jobs up to its limit, counting the group's active jobs as each fetch starts; two
 * fetches at the same moment (two processes, or two workers of one over PostgreSQL) can each take one. A job
 * therefore asks its group for a place before it runs (group-admission.ts), and one that finds the group full
 * goes back on the queue.
 */
async function runInItsGroup(
  boss: PgBoss,
  db: Database,
  job: JobWithMetadata<Record<string, unknown>>,
  limits: NonNullable<WorkOptions['groupLimits']>,
  handler: (data: Record<string, unknown>) => Promise<void>,
): Promise<void> {
  if (!job.groupId) return handler(job.data);
  const limit = limits.tiers?.[job.groupTier ?? ''] ?? limits.default;
  const admitted = await admitToGroup(db, { id: job.id, queue: job.name, groupId: job.groupId, limit }, EXPIRE_SECONDS);
  if (!admitted) return putBack(boss, job);
  try {
    await handler(job.data);
  } finally {
    await leaveGroup(db, job.id);
  }
}

/** The job goes back on its queue, as it was, to be taken again shortly; its try is not counted. */
async function putBack(boss: PgBoss, job: JobWithMetadata<Record<string, unknown>>): Promise<void> {
  await boss.send(job.name, job.data, {
    ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
    ...(job.groupId ? { group: { id: job.groupId, ...(job.groupTier ? { tier: job.groupTier } : {}) } } : {}),
    startAfter: PUT_BACK_SECONDS,
  });
}
