import { PgBoss, fromPglite, type JobWithMetadata, type PGliteLike } from 'pg-boss';
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
            if (limits && (await overItsGroupLimit(boss, job, limits))) await putBack(boss, job);
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
 * workers fetching at the same moment (two processes, or two workers of one over PostgreSQL) can each take one.
 * A job therefore looks once more when it starts: were as many of its group already active before it (by start,
 * then id) as the limit allows, it lost that race.
 */
async function overItsGroupLimit(
  boss: PgBoss,
  job: JobWithMetadata<Record<string, unknown>>,
  limits: NonNullable<WorkOptions['groupLimits']>,
): Promise<boolean> {
  if (!job.groupId) return false;
  const limit = limits.tiers?.[job.groupTier ?? ''] ?? limits.default;
  const { rows } = await boss.getDb().executeSql(
    `SELECT count(*)::int AS n FROM pgboss.job
     WHERE name = $1 AND state = 'active' AND group_id = $2 AND id <> $3::uuid
       AND (started_on < $4::timestamptz OR (started_on = $4::timestamptz AND id < $3::uuid))`,
    [job.name, job.groupId, job.id, job.startedOn],
  );
  return Number((rows[0] as { n: number } | undefined)?.n ?? 0) >= limit;
}

/** The job goes back on its queue, as it was, to be taken again shortly; its try is not counted. */
async function putBack(boss: PgBoss, job: JobWithMetadata<Record<string, unknown>>): Promise<void> {
  await boss.send(job.name, job.data, {
    ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
    ...(job.groupId ? { group: { id: job.groupId, ...(job.groupTier ? { tier: job.groupTier } : {}) } } : {}),
    startAfter: PUT_BACK_SECONDS,
  });
}
