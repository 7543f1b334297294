import type { Database } from '../../src/kernel/db/database';
import type { Random } from './random';

export interface SeedOptions {
  /** Multiplies clients, advertisers and everything under them; 1 for development, 10 for benchmarks. */
  scale: number;
  /** The day the seeded agency considers today (yyyy-MM-dd); defaults to the current UTC date. */
  today?: string;
  /**
   * How many clients (with everything under them) each committed slice of the big tables holds: delivery and what
   * is drawn from it, audience history. 50 by default (about 630,000 delivery rows a slice).
   */
  clientsPerSlice?: number;
  /** How the delivery rollups are kept: added per slice as the writer of imports does, or summed at the end. */
  rollups?: RollupUpkeep;
  /** Where progress (when there is more than one slice) and a resumed seed are told; the console by default. */
  log?: (line: string) => void;
}

export type RollupUpkeep = 'per slice' | 'at the end';

/** The clients `first` to `last` (ids), and so their advertisers, campaigns and line items, which follow in order. */
export interface ClientRange {
  first: number;
  last: number;
}

export interface SeededClient {
  id: number;
  name: string;
}
export interface SeededAdvertiser {
  id: number;
  clientId: number;
  groupId: number | null;
  name: string;
}
export interface SeededCampaign {
  id: number;
  clientId: number;
  advertiserId: number;
  status: string;
  name: string;
}

/** What one seeding step leaves for the next ones. */
export interface SeedContext {
  db: Database;
  rng: Random;
  today: string;
  scale: number;
  clients: SeededClient[];
  advertisers: SeededAdvertiser[];
  campaigns: SeededCampaign[];
  userIds: number[];
}
