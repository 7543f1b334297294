import type { Database } from '../../src/kernel/db/database';
import type { Random } from './random';

export interface SeedOptions {
  /** Multiplies clients, advertisers and everything under them; 1 for development, 10 for benchmarks. */
  scale: number;
  /** The day the seeded agency considers today (yyyy-MM-dd); defaults to the current UTC date. */
  today?: string;
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
