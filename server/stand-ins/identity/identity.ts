import type { Database } from '../../src/kernel/db/database';
import { DEFAULT_LIMITS, poolName, type IdentityConfig, type IdentityLimits } from './config';
import { loadSigningKeys, type SigningKeys } from './keys';

/** Everything an operation needs: made once when the server starts and shared by the routes and the hub. */
export interface Identity {
  db: Database;
  config: IdentityConfig;
  limits: IdentityLimits;
  poolName: string;
  keys: SigningKeys;
}

export function createIdentity(db: Database, config: IdentityConfig): Identity {
  if (!config.poolId.includes('_'))
    throw new Error('The identity pool id must contain "_" (Amplify reads the region before it).');
  return {
    db,
    config,
    limits: { ...DEFAULT_LIMITS, ...config.limits },
    poolName: poolName(config),
    keys: config.keys ?? loadSigningKeys(config.keysDir),
  };
}
