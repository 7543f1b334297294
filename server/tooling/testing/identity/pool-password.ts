import type { Database } from '../../../src/kernel/db/database';
import { findAccount, setPassword } from '../../../stand-ins/identity/accounts';

/**
 * Gives a seeded account its password in another user pool: an SRP verifier hashes the pool's name in, so a copy
 * seeded for the test pool cannot sign in to a server started with its own (`beaconlocal`) until this runs.
 */
export async function givePoolPassword(db: Database, email: string, poolName: string, password: string) {
  const account = await findAccount(db, email);
  if (!account) throw new Error(`no account ${email} to give a password`);
  await setPassword(db, poolName, account, password);
}
