import type { Database } from '../../src/kernel/db/database';
import type { RollupUpkeep } from './context';

/**
 * A seed under way, as it is written in its own table (`seed_unfinished`, never one of the migrations' tables):
 * created with the first commit, whose clients make a database look seeded, and dropped with the last. While it
 * exists the database is not seeded yet, and the next start finishes the seed from the next slice.
 */
export interface UnfinishedSeed {
  scale: number;
  today: string;
  clientsPerSlice: number;
  rollups: RollupUpkeep;
  /** The last client id of the whole seed. */
  lastClient: number;
  /** The first client whose slice is still to be written. */
  nextClient: number;
}

export async function markUnfinished(tx: Database, seed: UnfinishedSeed): Promise<void> {
  await tx.exec(`CREATE TABLE seed_unfinished (scale integer NOT NULL, today date NOT NULL,
    clients_per_slice integer NOT NULL, rollups text NOT NULL, last_client integer NOT NULL, next_client integer NOT NULL)`);
  await tx.query('INSERT INTO seed_unfinished VALUES ($1, $2, $3, $4, $5, $6)', [
    seed.scale,
    seed.today,
    seed.clientsPerSlice,
    seed.rollups,
    seed.lastClient,
    seed.nextClient,
  ]);
}

/** The seed a previous run left unfinished, if any. */
export async function unfinishedSeed(db: Database): Promise<UnfinishedSeed | null> {
  const [table] = await db.query<{ found: boolean }>(`SELECT to_regclass('seed_unfinished') IS NOT NULL AS found`);
  if (!table?.found) return null;
  const [row] =
    await db.query<UnfinishedSeed>(`SELECT scale, today::text AS today, clients_per_slice AS "clientsPerSlice",
    rollups, last_client AS "lastClient", next_client AS "nextClient" FROM seed_unfinished`);
  return row ?? null;
}

/** Inside a slice's transaction: the slice is written, the next one starts at `nextClient`. */
export async function sliceWritten(tx: Database, nextClient: number): Promise<void> {
  await tx.query('UPDATE seed_unfinished SET next_client = $1', [nextClient]);
}

/** Inside the last transaction: the database is seeded. */
export async function markFinished(tx: Database): Promise<void> {
  await tx.exec('DROP TABLE seed_unfinished');
}
