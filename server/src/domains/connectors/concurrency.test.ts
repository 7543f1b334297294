import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { emptyTestDatabase } from '../../../tooling/testing/fresh-database';
import { migrate, migrationsDir } from '../../kernel/db/migrate';
import { startJobQueue } from '../../kernel/jobs/queue';
import { CONNECTOR_SYNC_QUEUE, syncJobOptions, workConnectorSyncs } from './run-sync';

/** Resolves once `done()` holds, looking again every 20 ms; fails past `bound` ms (a bound, not a measure). */
async function until(done: () => boolean, what: string, bound = 20_000) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > bound) throw new Error(`Never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test("with a cap of 1, two syncs of one vendor never run at once, while two vendors' syncs do", async () => {
  const { db, close } = await emptyTestDatabase();
  const app = Fastify();
  try {
    // The places a group's jobs take (kernel/jobs/group-admission.ts).
    await migrate(db, migrationsDir, ['0930_job_group_admissions.sql']);
    const jobs = await startJobQueue(app, db, { pollSeconds: 0.5 });
    const vendorOf = new Map([
      [1, 'META_ADS'],
      [2, 'META_ADS'],
      [3, 'GOOGLE_ADS'],
      [4, 'GOOGLE_ADS'],
    ]);
    const running = new Map<string, number>();
    const order: string[] = [];
    let sameVendorTogether = false;
    let vendorsTogether = false;
    await workConnectorSyncs(jobs, { META_ADS: 1, GOOGLE_ADS: 1 }, async (syncId) => {
      const vendor = vendorOf.get(syncId)!;
      if ((running.get(vendor) ?? 0) > 0) sameVendorTogether = true;
      running.set(vendor, (running.get(vendor) ?? 0) + 1);
      order.push(`start ${syncId}`);
      // Each sync holds its place until the other vendor's sync runs beside it (or, bounded, it never does).
      await until(() => [...running].some(([v, n]) => v !== vendor && n > 0), 'the other vendor ran', 3000).then(
        () => (vendorsTogether = true),
        () => undefined,
      );
      running.set(vendor, running.get(vendor)! - 1);
      order.push(`end ${syncId}`);
    });
    for (const [syncId, vendor] of vendorOf)
      await jobs.send(CONNECTOR_SYNC_QUEUE, { syncId }, syncJobOptions(syncId, vendor));
    await until(() => order.filter((o) => o.startsWith('end')).length === 4, 'all four syncs ran');
    assert.equal(sameVendorTogether, false, `one vendor's syncs waited their turn: ${order.join(', ')}`);
    assert.equal(vendorsTogether, true, `different vendors' syncs ran side by side: ${order.join(', ')}`);
  } finally {
    await app.close();
    await close();
  }
});
