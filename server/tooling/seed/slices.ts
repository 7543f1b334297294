import type { Database } from '../../src/kernel/db/database';
import { seedAnalyticsFacts } from './analytics';
import { seedAudienceHistory } from './audiences';
import { markLaunchedCampaigns } from './launches';
import { buildRollups, seedDelivery } from './delivery';
import { seedPlacementDelivery } from './placements';
import { markFinished, sliceWritten, type UnfinishedSeed } from './progress';

/**
 * The big tables, a slice of clients per transaction, each committed before the next is made: delivery and the
 * rollups (kept per slice, or summed at the end), the campaigns it launched, rich media placements' delivery,
 * audience history and insights, the analytics sources' facts. Memory and each transaction's size stay those of
 * one slice whatever the scale; an interrupted seed resumes at its next slice (`seed_unfinished`).
 */
export async function seedSlices(db: Database, seed: UnfinishedSeed, log: (line: string) => void): Promise<void> {
  const slices = Math.ceil(seed.lastClient / seed.clientsPerSlice);
  for (let first = seed.nextClient; first <= seed.lastClient; first += seed.clientsPerSlice) {
    const started = Date.now();
    const range = { first, last: Math.min(first + seed.clientsPerSlice - 1, seed.lastClient) };
    const took: string[] = [];
    const timed = async (name: string, work: () => Promise<void>) => {
      const at = Date.now();
      await work();
      took.push(`${name} ${seconds(at)}`);
    };
    await db.transaction(async (tx) => {
      await timed('delivery', () => seedDelivery(tx, seed.today, range, seed.rollups));
      await timed('launches', () => markLaunchedCampaigns(tx, range));
      await timed('placements', () => seedPlacementDelivery(tx, range));
      await timed('audiences', () => seedAudienceHistory(tx, seed.today, range));
      await timed('analytics', () => seedAnalyticsFacts(tx, range));
      await sliceWritten(tx, range.last + 1);
    });
    if (slices > 1) {
      const slice = Math.ceil(range.last / seed.clientsPerSlice);
      const where = `clients ${range.first}–${range.last} of ${seed.lastClient} (slice ${slice} of ${slices})`;
      log(`[seed] scale ${seed.scale}: ${where} in ${seconds(started)} s (${took.join(', ')})`);
    }
  }
  await db.transaction(async (tx) => {
    if (seed.rollups === 'at the end') {
      const started = Date.now();
      await buildRollups(tx);
      if (slices > 1) log(`[seed] scale ${seed.scale}: rollups summed in ${seconds(started)} s`);
    }
    await markFinished(tx);
  });
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
