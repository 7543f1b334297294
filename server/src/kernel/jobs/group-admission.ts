import type { Database } from '../db/database';
import { LOCKS, lockInTransaction } from '../db/locks';
import { tables } from '../access/scoped';

/** A job taken off a queue in a group: its id, queue, group, and the most jobs of the group let in at once. */
export interface GroupJob {
  id: string;
  queue: string;
  groupId: string;
  limit: number;
}

/** A stable 32-bit key for the group's advisory lock. */
function groupKey(queue: string, groupId: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${queue}\u0000${groupId}`) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return hash | 0;
}

/**
 * Lets the job in when fewer than its group's limit of other jobs hold a place, and gives it one; false when the
 * group is full. One job asks at a time per group (an advisory lock on PostgreSQL; PGlite runs one transaction
 * at a time), so two jobs that pg-boss handed out together can never both take the last place. A place held
 * past `expireSeconds` (its process died; pg-boss will take its job again) no longer counts and is cleared.
 */
export async function admitToGroup(db: Database, job: GroupJob, expireSeconds: number, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockInTransaction(tx, LOCKS.jobGroup, groupKey(job.queue, job.groupId));
    const admissions = tables(tx);
    await admissions
      .deleteFrom('job_group_admissions')
      .where('admitted_at', '<', new Date(now.getTime() - expireSeconds * 1000))
      .execute();
    const held = await admissions
      .selectFrom('job_group_admissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('queue', '=', job.queue)
      .where('group_id', '=', job.groupId)
      .where('job_id', '<>', job.id)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= job.limit) return false;
    await admissions
      .insertInto('job_group_admissions')
      .values({ job_id: job.id, queue: job.queue, group_id: job.groupId, admitted_at: now })
      .onConflict((conflict) => conflict.column('job_id').doUpdateSet({ admitted_at: now }))
      .execute();
    return true;
  });
}

/** Gives the job's place back (it ended, done or failed). */
export async function leaveGroup(db: Database, jobId: string): Promise<void> {
  await tables(db).deleteFrom('job_group_admissions').where('job_id', '=', jobId).execute();
}
